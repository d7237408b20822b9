import { queryOptions, useQuery } from '@tanstack/react-query';
import { API } from '@palaro/contract/api-paths';
import { transferVendorsSchema } from '@palaro/contract/transfers';
import { apiGet } from '../../../shared/lib/api-client';
import { useSession } from '../../../shared/lib/session/session-store';

// Under ['wallet'], so every money movement that refreshes the balance refreshes the game wallets too.
export function getTransferVendorsQueryOptions(token: string | undefined) {
  return queryOptions({
    queryKey: ['wallet', 'transfer-vendors', token],
    queryFn: ({ signal }) => apiGet(API.walletTransferVendors, transferVendorsSchema, undefined, signal),
    enabled: Boolean(token),
  });
}

/** GET /wps/transaction/walletTransfer/vendors: the main wallet and each transfer-mode game wallet. */
export function useTransferVendors() {
  return useQuery(getTransferVendorsQueryOptions(useSession()?.token));
}
