import {
  PROVIDER_HEADERS,
  PROVIDER_WALLET_PATHS,
  walletBalanceSchema,
  walletSessionSchema,
  type WalletBalance,
  type WalletSession,
} from '@palaro/contract';
import { signBody } from './signing';
import type { WalletTransport } from './transports';

/** A definite answer of the wallet: the value, or a refusal that changed nothing. */
export type WalletAnswer<T> =
  { ok: true; value: T } | { ok: false; status: number; errorCode: string; message: string };

/** No definite answer after every retry: the call may or may not have been applied; send it again later, same ids. */
export class WalletUnavailableError extends Error {
  override name = 'WalletUnavailableError';
  constructor(
    path: string,
    /** What went wrong on the last try: "HTTP 503", a network error's message, ... */
    readonly problem: string,
  ) {
    super(`wallet ${path}: ${problem}`);
  }
}

export type ProviderWalletClientOptions = {
  /** The provider code sent in X-Provider. */
  provider: string;
  /** The provider's HMAC secret (read per call, so a rotated secret is picked up). */
  secret: () => string;
  transport: WalletTransport;
  /** The timestamp each body carries; the wallet refuses one too far from its own clock. */
  clock?: () => number;
  /** Waits before each retry of a call that got no definite answer; one retry per entry. */
  retryDelaysMs?: readonly number[];
};

type RoundCall = { sessionId: string; transactionId: string; roundId: string };
type Envelope = { success?: unknown; value?: unknown; errorCode?: unknown; message?: unknown } | undefined;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The seamless wallet as a game server calls it: each body timestamped and signed with the provider's secret, and a
 * call that got no definite answer (a timeout, a network failure, a 5xx, a body that is not the wallet's envelope)
 * sent again with the same transaction ids, so the wallet answers the repeat with its first answer instead of moving
 * money twice. A definite answer is a 200 success or a 4xx refusal with its error code; after the last retry the
 * call throws WalletUnavailableError.
 */
export function createProviderWalletClient({
  provider,
  secret,
  transport,
  clock = Date.now,
  retryDelaysMs = [100, 400, 1_500],
}: ProviderWalletClientOptions) {
  async function call<T = unknown>(
    path: string,
    content: object,
    parse: (value: unknown) => T = (value) => value as T,
  ): Promise<WalletAnswer<T>> {
    let lastProblem = 'no answer';
    for (let attempt = 0; attempt <= retryDelaysMs.length; attempt += 1) {
      if (attempt > 0) await sleep(retryDelaysMs[attempt - 1] ?? 0);
      // a fresh timestamp per attempt; the wallet matches repeats by their content without it
      const body = JSON.stringify({ ...content, timestamp: clock() });
      const signature = signBody(secret(), body);
      try {
        const reply = await transport(path, body, {
          [PROVIDER_HEADERS.provider]: provider,
          [PROVIDER_HEADERS.signature]: signature,
        });
        const envelope = reply.body as Envelope;
        if (reply.status === 200 && envelope?.success === true) return { ok: true, value: parse(envelope.value) };
        if (
          reply.status >= 400 &&
          reply.status < 500 &&
          envelope?.success === false &&
          typeof envelope.errorCode === 'string'
        ) {
          return {
            ok: false,
            status: reply.status,
            errorCode: envelope.errorCode,
            message: typeof envelope.message === 'string' ? envelope.message : '',
          };
        }
        lastProblem = `HTTP ${reply.status}`;
      } catch (error) {
        lastProblem = error instanceof Error ? error.message : String(error);
      }
    }
    throw new WalletUnavailableError(path, lastProblem);
  }

  const balance = (value: unknown): WalletBalance => walletBalanceSchema.parse(value);
  return {
    /** Any wallet path, its value parsed by `parse` (unchecked when left out). */
    call,
    session: (launchToken: string): Promise<WalletAnswer<WalletSession>> =>
      call(PROVIDER_WALLET_PATHS.session, { launchToken }, (value) => walletSessionSchema.parse(value)),
    balance: (sessionId: string): Promise<WalletAnswer<WalletBalance>> =>
      call(PROVIDER_WALLET_PATHS.balance, { sessionId }, balance),
    bet: (request: RoundCall & { amount: bigint }): Promise<WalletAnswer<WalletBalance>> =>
      call(PROVIDER_WALLET_PATHS.bet, { ...request, amount: request.amount.toString() }, balance),
    /** A win; `endRound: true` also closes the round (one call where a win and an endRound would be two). */
    win: (request: RoundCall & { amount: bigint; endRound?: boolean }): Promise<WalletAnswer<WalletBalance>> =>
      call(PROVIDER_WALLET_PATHS.win, { ...request, amount: request.amount.toString() }, balance),
    endRound: (request: RoundCall): Promise<WalletAnswer<WalletBalance>> =>
      call(PROVIDER_WALLET_PATHS.endRound, request, balance),
    rollback: (request: RoundCall & { betTransactionId: string }): Promise<WalletAnswer<WalletBalance>> =>
      call(PROVIDER_WALLET_PATHS.rollback, request, balance),
  };
}

export type ProviderWalletClient = ReturnType<typeof createProviderWalletClient>;
