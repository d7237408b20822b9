import { readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { spawnServer, type ServerRun } from './testing/spawn-server';
import { makeTempDir, removeTempDirs } from './testing/temp-dir';

const STACK_LINE = /^\s+at .+:\d+:\d+\)?$/m;
const runs: ServerRun[] = [];
afterAll(() => {
  // a server that started after all is stopped, not left behind
  for (const run of runs) if (run.child.exitCode === null) run.child.kill('SIGKILL');
  removeTempDirs();
});

/** The exit code of a start in production, or 'listening' when the server came up instead of refusing. */
function startInProduction(env: Record<string, string>): {
  run: ServerRun;
  outcome: Promise<number | null | 'listening'>;
} {
  const run = spawnServer({ NODE_ENV: 'production', ...env });
  runs.push(run);
  const listening = run.listening.then(
    () => 'listening' as const,
    () => new Promise<never>(() => undefined),
  );
  return { run, outcome: Promise.race([run.exited, listening]) };
}

describe('production start and SMS delivery', () => {
  it('refuses the demo log provider with exit 1 and says how to configure a real gateway', async () => {
    const dataDir = makeTempDir('production-sms');
    const { run, outcome } = startInProduction({ DATA_DIR: dataDir });
    expect(await outcome).toBe(1);
    expect(run.stderr()).toContain('Palaro cannot start: the configuration is wrong.');
    expect(run.stderr()).toContain(
      '  - MERCHANT_CONFIG sms.provider: "log" is not allowed when NODE_ENV=production (codes would never reach a phone); ' +
        'configure the SMS gateway: {"sms": {"provider": "webhook", "url": "https://...", "tokenEnv": "SMS_GATEWAY_TOKEN"}}',
    );
    expect(run.stderr()).not.toMatch(STACK_LINE);
    // refused before anything was opened or written
    expect(readdirSync(dataDir)).toEqual([]);
  });

  it('refuses a gateway whose credential variable is not set, without printing any credential', async () => {
    const dataDir = makeTempDir('production-sms');
    const file = join(makeTempDir('production-sms-config'), 'merchant.json');
    writeFileSync(
      file,
      JSON.stringify({
        sms: { provider: 'webhook', url: 'https://sms.example.ph/send', tokenEnv: 'SMS_GATEWAY_TOKEN' },
      }),
    );
    const { run, outcome } = startInProduction({ DATA_DIR: dataDir, MERCHANT_CONFIG: file, SMS_GATEWAY_TOKEN: '' });
    expect(await outcome).toBe(1);
    expect(run.stderr()).toContain(
      '  - SMS_GATEWAY_TOKEN: not set; MERCHANT_CONFIG sms.tokenEnv names it as the SMS gateway credential',
    );
    expect(run.stderr()).not.toMatch(STACK_LINE);
  });
});
