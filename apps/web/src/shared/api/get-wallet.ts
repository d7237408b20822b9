import { queryOptions, useQuery } from '@tanstack/react-query';
import { API } from '@palaro/contract/api-paths';
import { TIMING } from '@palaro/contract/constants';
import { apiGet } from '../lib/api-client';
import { useSession } from '../lib/session/session-store';
import { walletSummarySchema } from './schemas/wallet-schema';

export function getWalletQueryOptions(token: string | undefined) {
  return queryOptions({
    queryKey: ['wallet', token],
    queryFn: ({ signal }) => apiGet(API.wallets, walletSummarySchema, undefined, signal),
    enabled: Boolean(token),
    // SPEC 4 "Balance": refreshed every 60 s while a screen shows it
    refetchInterval: TIMING.balanceRefreshMs,
  });
}

/** GET /wps/wallets/gcs for the session held (SPEC 3 "Wallet"); idle without one. Money screens invalidate ['wallet']. */
export function useWallet() {
  return useQuery(getWalletQueryOptions(useSession()?.token));
}
