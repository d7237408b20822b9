import { createHmac } from 'node:crypto';
import {
  PROVIDER_HEADERS,
  PROVIDER_WALLET_PATHS,
  walletBalanceSchema,
  walletSessionSchema,
  type WalletBalance,
  type WalletSession,
} from '@palaro/contract';
import type { z } from 'zod';
import type { WalletTransport } from './wallet-transport';

/** A definite answer of the wallet: the value, or a refusal that changed nothing. */
export type WalletAnswer<T> = { ok: true; value: T } | { ok: false; status: number; errorCode: string; message: string };

/** No definite answer after every retry: the call may or may not have been applied; send it again later, same ids. */
export class WalletUnavailableError extends Error {
  override name = 'WalletUnavailableError';
}

type Options = {
  provider: string;
  /** The provider's HMAC secret (read per call, so a rotated secret is picked up). */
  secret: () => string;
  transport: WalletTransport;
  clock: () => number;
  /** Waits before each retry of a call that got no definite answer. */
  retryDelaysMs?: readonly number[];
};

type RoundCall = { sessionId: string; transactionId: string; roundId: string };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The seamless wallet as the Originals server calls it: signed like any outside provider's calls, and retried on
 * timeouts and 5xx with the same transaction ids (the wallet answers a repeat with its first answer).
 */
export function createWalletClient({ provider, secret, transport, clock, retryDelaysMs = [100, 400, 1_500] }: Options) {
  async function send<S extends z.ZodType>(path: string, content: object, schema: S): Promise<WalletAnswer<z.output<S>>> {
    let lastProblem = 'no answer';
    for (let attempt = 0; attempt <= retryDelaysMs.length; attempt += 1) {
      if (attempt > 0) await sleep(retryDelaysMs[attempt - 1] ?? 0);
      // a fresh timestamp per attempt; the wallet matches repeats by their content without it
      const body = JSON.stringify({ ...content, timestamp: clock() });
      const signature = createHmac('sha256', secret()).update(body, 'utf8').digest('hex');
      try {
        const reply = await transport(path, body, { [PROVIDER_HEADERS.provider]: provider, [PROVIDER_HEADERS.signature]: signature });
        const envelope = reply.body as { success?: unknown; value?: unknown; errorCode?: unknown; message?: unknown } | undefined;
        if (reply.status === 200 && envelope?.success === true) return { ok: true, value: schema.parse(envelope.value) };
        if (reply.status >= 400 && reply.status < 500 && envelope?.success === false && typeof envelope.errorCode === 'string') {
          return { ok: false, status: reply.status, errorCode: envelope.errorCode, message: typeof envelope.message === 'string' ? envelope.message : '' };
        }
        lastProblem = `HTTP ${reply.status}`;
      } catch (error) {
        lastProblem = error instanceof Error ? error.message : String(error);
      }
    }
    throw new WalletUnavailableError(`wallet ${path}: ${lastProblem}`);
  }

  return {
    session: (launchToken: string): Promise<WalletAnswer<WalletSession>> => send(PROVIDER_WALLET_PATHS.session, { launchToken }, walletSessionSchema),
    balance: (sessionId: string): Promise<WalletAnswer<WalletBalance>> => send(PROVIDER_WALLET_PATHS.balance, { sessionId }, walletBalanceSchema),
    bet: (call: RoundCall & { amount: bigint }): Promise<WalletAnswer<WalletBalance>> =>
      send(PROVIDER_WALLET_PATHS.bet, { ...call, amount: call.amount.toString() }, walletBalanceSchema),
    win: (call: RoundCall & { amount: bigint }): Promise<WalletAnswer<WalletBalance>> =>
      send(PROVIDER_WALLET_PATHS.win, { ...call, amount: call.amount.toString() }, walletBalanceSchema),
    endRound: (call: RoundCall): Promise<WalletAnswer<WalletBalance>> => send(PROVIDER_WALLET_PATHS.endRound, call, walletBalanceSchema),
    rollback: (call: RoundCall & { betTransactionId: string }): Promise<WalletAnswer<WalletBalance>> =>
      send(PROVIDER_WALLET_PATHS.rollback, call, walletBalanceSchema),
  };
}

export type WalletClient = ReturnType<typeof createWalletClient>;

/** The wallet transaction ids of a round: stable, so every retry names the same money movement. */
export const roundTransactionIds = (roundId: string) => ({
  bet: `${roundId}:bet`,
  win: `${roundId}:win`,
  end: `${roundId}:end`,
  rollback: `${roundId}:rollback`,
});
