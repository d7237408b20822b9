import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { productionEnv, TEST_SMS_GATEWAY } from '../testing/production-env';
import { makeTempDir, removeTempDirs } from '../testing/temp-dir';
import { ConfigError } from './config-error';
import { DEMO_PAYMENTS } from './demo-money';
import { loadConfig } from './load-config';

const dir = makeTempDir('money-config');
afterAll(removeTempDirs);

function problemsOf(merchant: unknown, env: Record<string, string> = {}): string[] {
  const path = join(dir, `merchant-${Math.random().toString(36).slice(2)}.json`);
  writeFileSync(path, JSON.stringify(merchant));
  try {
    loadConfig({ MERCHANT_CONFIG: path, ...env }, dir);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

const [bank, ewallet] = DEMO_PAYMENTS.methods;

describe('money configuration', () => {
  it('accepts the demo settings and a pool size', () => {
    expect(problemsOf({})).toEqual([]);
    expect(loadConfig({ DATABASE_POOL_SIZE: '40' }, dir).databasePoolSize).toBe(40);
    expect(problemsOf({}, { DATABASE_POOL_SIZE: '0' })).toEqual([expect.stringContaining('DATABASE_POOL_SIZE')]);
  });

  it('leaves the sandbox gateway and its methods out of production unless MERCHANT_CONFIG turns it on', () => {
    const production = (merchant: Record<string, unknown>) =>
      loadConfig(productionEnv(dir, merchant), dir).merchant.payments;
    const plain = production({});
    expect(plain.gateways.sandbox.enabled).toBe(false);
    expect(plain.methods.map((method) => method.id)).toEqual(['bank-transfer']);
    // outside production the demo merchant keeps it
    expect(loadConfig({}, dir).merchant.payments.gateways.sandbox.enabled).toBe(true);
    const chosen = production({
      payments: { gateways: { sandbox: { enabled: true } }, methods: DEMO_PAYMENTS.methods },
    });
    expect(chosen.gateways.sandbox.enabled).toBe(true);
    expect(chosen.methods.map((method) => method.id)).toEqual(['bank-transfer', 'e-wallet', 'card']);
    expect(
      problemsOf(
        { payments: { methods: DEMO_PAYMENTS.methods }, sms: TEST_SMS_GATEWAY },
        { NODE_ENV: 'production', [TEST_SMS_GATEWAY.tokenEnv]: 'x' },
      ),
    ).toEqual([
      expect.stringMatching(/payments\.methods\[1\]\.gateway: the sandbox gateway is not enabled/),
      expect.stringMatching(/payments\.methods\[2\]\.gateway: the sandbox gateway is not enabled/),
    ]);
  });

  it('names each wrong payment method setting', () => {
    const problems = problemsOf({
      payments: {
        methods: [
          { ...bank, minAmount: 600_000, maxAmount: 500_000 },
          { ...bank, id: 'bank-2', bankAccounts: [] },
          { ...ewallet, gateway: undefined },
          { ...ewallet, id: 'Bad Id', minAmount: 10.5 },
        ],
      },
    });
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/payments\.methods\[0\]\.minAmount: expected at most maxAmount \(500000\)/),
        expect.stringMatching(/payments\.methods\[1\]\.bankAccounts: expected at least one bank account/),
        expect.stringMatching(/payments\.methods\[2\]\.gateway: expected the gateway/),
        expect.stringMatching(/payments\.methods\[3\]\.id/),
        expect.stringMatching(/payments\.methods\[3\]\.minAmount: expected int, got 10\.5/),
      ]),
    );
  });

  it('refuses methods on a switched-off sandbox, duplicate ids and bad withdrawal limits', () => {
    expect(problemsOf({ payments: { gateways: { sandbox: { enabled: false } } } })).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/payments\.methods\[1\]\.gateway: the sandbox gateway is not enabled/),
      ]),
    );
    expect(problemsOf({ payments: { methods: [bank, bank] } })).toEqual([
      expect.stringMatching(/payments\.methods: expected each method id once/),
    ]);
    expect(problemsOf({ withdrawal: { minAmount: 100, maxAmount: 50, banks: [] } })).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/withdrawal\.minAmount/),
        expect.stringMatching(/withdrawal\.banks: expected at least one bank/),
      ]),
    );
    expect(problemsOf({ transferVendors: ['bayani'] })).toEqual([expect.stringMatching(/transferVendors\[0\]/)]);
  });
});
