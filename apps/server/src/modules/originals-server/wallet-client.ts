import { createProviderWalletClient, type WalletTransport } from '../wallet-client';

export { WalletUnavailableError, type WalletAnswer } from '../wallet-client';

type Options = {
  provider: string;
  /** The provider's HMAC secret (read per call, so a rotated secret is picked up). */
  secret: () => string;
  transport: WalletTransport;
  clock: () => number;
  /** Waits before each retry of a call that got no definite answer. */
  retryDelaysMs?: readonly number[];
};

/**
 * The seamless wallet as the Originals server calls it: the shared provider-wallet client (modules/wallet-client),
 * on the Originals' clock and transport (in-process, or over HTTP(S) when ORIGINALS_WALLET_URL is set).
 */
export function createWalletClient({ provider, secret, transport, clock, retryDelaysMs = [100, 400, 1_500] }: Options) {
  const { session, balance, bet, win, endRound, rollback } = createProviderWalletClient({
    provider,
    secret,
    transport,
    clock,
    retryDelaysMs,
  });
  return { session, balance, bet, win, endRound, rollback };
}

export type WalletClient = ReturnType<typeof createWalletClient>;

/** The wallet transaction ids of a round: stable, so every retry names the same money movement. */
export const roundTransactionIds = (roundId: string) => ({
  bet: `${roundId}:bet`,
  win: `${roundId}:win`,
  end: `${roundId}:end`,
  rollback: `${roundId}:rollback`,
});
