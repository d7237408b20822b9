import { queryOptions, useQuery } from '@tanstack/react-query';
import { API } from '@palaro/contract/api-paths';
import type { StatusResponse } from '@palaro/contract/system';
import { apiGet } from '../lib/api-client';
import { setMerchantCode } from '../lib/request-context';
import { statusSchema } from './schemas/status-schema';

export async function getSystemStatus(): Promise<StatusResponse> {
  const status = await apiGet(API.systemStatus, statusSchema);
  // Every later call names the merchant this status answer belongs to.
  setMerchantCode(status.info.whitelabel.merchantCode);
  return status;
}

export function getSystemStatusQueryOptions() {
  return queryOptions({ queryKey: ['system', 'status'], queryFn: getSystemStatus, staleTime: 5 * 60_000 });
}

/** The platform's status (SPEC 4) and the merchant's public settings; refreshed on every load. */
export function useSystemStatus() {
  return useQuery(getSystemStatusQueryOptions());
}
