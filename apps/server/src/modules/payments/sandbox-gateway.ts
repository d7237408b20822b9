import { randomBytes } from 'node:crypto';
import { SANDBOX_PAY_PATH } from '@palaro/contract';
import type { PaymentsConfig } from '../../config/money-config-schema';
import type { PaymentGateway } from './gateway';
import { signPayload, verifySignature } from './gateway';
import type { DepositsRepository } from './repository';

type Deps = {
  config: PaymentsConfig['gateways']['sandbox'];
  merchant: string;
  deposits: DepositsRepository;
  env: NodeJS.ProcessEnv;
};

/**
 * The shipped sandbox gateway: its hosted page is served by this server (routes-sandbox.ts) and it calls the
 * webhook signed like a real gateway would, with a secret from `secretEnv` or one kept in the database.
 */
export function createSandboxGateway({
  config,
  merchant,
  deposits,
  env,
}: Deps): PaymentGateway & { sign(rawBody: string, nowMs: number): Promise<string> } {
  let secret: Promise<string> | undefined;
  const secretOf = () => {
    const fromEnv = config.secretEnv ? env[config.secretEnv] : undefined;
    if (fromEnv) return Promise.resolve(fromEnv);
    secret ??= deposits.gatewaySecret(merchant, 'sandbox', randomBytes(32).toString('hex')).catch((error: unknown) => {
      secret = undefined;
      throw error;
    });
    return secret;
  };

  return {
    name: 'sandbox',
    paymentUrl: ({ payToken }) => `${SANDBOX_PAY_PATH}/${payToken}`,
    async verifyCallback(rawBody, signature, nowMs) {
      return verifySignature(await secretOf(), rawBody, signature, nowMs);
    },
    async sign(rawBody, nowMs) {
      return signPayload(await secretOf(), rawBody, nowMs);
    },
  };
}

export type SandboxGateway = ReturnType<typeof createSandboxGateway>;
