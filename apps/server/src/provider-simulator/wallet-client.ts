import { createProviderWalletClient, httpTransport, WalletUnavailableError } from '../modules/wallet-client';

export type WalletAnswer<T> = { ok: true; value: T } | { ok: false; errorCode: string; message: string };

type Options = {
  /** Base URL of the operator's server (read at call time: it may only be known once it listens). */
  baseUrl: () => string;
  provider: string;
  secret: string;
  timeoutMs?: number;
  /** Further tries after a timeout, a network failure or a 5xx; each sends the same ids with a new timestamp. */
  retries?: number;
};

/**
 * How a game provider talks to the operator's seamless wallet: the shared provider-wallet client
 * (modules/wallet-client) over real HTTP, as an outside provider would. A call that got no answer after every retry
 * comes back as the refusal `provider.unreachable`, which the round runner settles later with the same ids.
 */
export function createWalletClient({ baseUrl, provider, secret, timeoutMs = 5000, retries = 3 }: Options) {
  const wallet = createProviderWalletClient({
    provider,
    secret: () => secret,
    transport: httpTransport(baseUrl, timeoutMs),
    // 200 ms, 400 ms, 800 ms, ...
    retryDelaysMs: Array.from({ length: retries }, (_, index) => 100 * 2 ** (index + 1)),
  });
  return async function send<T>(path: string, content: Record<string, unknown>): Promise<WalletAnswer<T>> {
    try {
      const answer = await wallet.call<T>(path, content);
      // the game page is shown the refusal as it is, without the HTTP status
      return answer.ok ? answer : { ok: false, errorCode: answer.errorCode, message: answer.message };
    } catch (error) {
      if (!(error instanceof WalletUnavailableError)) throw error;
      return { ok: false, errorCode: 'provider.unreachable', message: `wallet did not answer: ${error.problem}` };
    }
  };
}

export type WalletSend = ReturnType<typeof createWalletClient>;
