import { queryOptions, useQuery } from '@tanstack/react-query';
import { API } from '@palaro/contract/api-paths';
import type { VendorSorting } from '@palaro/contract/games';
import { apiGet } from '../lib/api-client';
import { vendorSortingSchema } from './schemas/vendor-sorting-schema';
import { useSystemStatus } from './get-system-status';

export function getVendorSorting(): Promise<VendorSorting> {
  return apiGet(API.vendorSorting, vendorSortingSchema);
}

export function getVendorSortingQueryOptions(merchantCode: string | undefined) {
  return queryOptions({
    queryKey: ['games', 'vendor-sorting', merchantCode],
    queryFn: getVendorSorting,
    enabled: Boolean(merchantCode),
    staleTime: 5 * 60_000,
  });
}

/** The server-sorted vendor list; it waits for the status call, which names the merchant. */
export function useVendorSorting() {
  const merchantCode = useSystemStatus().data?.info.whitelabel.merchantCode;
  return useQuery(getVendorSortingQueryOptions(merchantCode));
}
