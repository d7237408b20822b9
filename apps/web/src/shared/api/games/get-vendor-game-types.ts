import { queryOptions, useQuery } from '@tanstack/react-query';
import { API } from '@palaro/contract/api-paths';
import type { VendorGameCount, VendorGameTypes } from '@palaro/contract/game-catalogue';
import type { GameCategory } from '@palaro/contract/games';
import { apiGet } from '../../lib/api-client';
import { useSystemStatus } from '../get-system-status';
import { vendorGameTypesSchema } from '../schemas/game-schemas';

export function getVendorGameTypesQueryOptions(merchantCode: string | undefined) {
  return queryOptions({
    queryKey: ['games', 'vendor-types', merchantCode],
    queryFn: ({ signal }) =>
      apiGet(API.vendorGameTypes, vendorGameTypesSchema, { typeId: 1, merchant: merchantCode }, signal),
    enabled: Boolean(merchantCode),
    staleTime: 5 * 60_000,
  });
}

/** GET /wps/game/vendors/types: per game type its vendors, logos and game counts (SPEC 3 "Game vendor data"). */
export function useVendorGameTypes() {
  const merchantCode = useSystemStatus().data?.info.whitelabel.merchantCode;
  return useQuery(getVendorGameTypesQueryOptions(merchantCode));
}

export type CategorisedVendor = VendorGameCount & { gameType: GameCategory };

/** Every vendor once, with the category it is listed under, in server order. */
export function allVendors(types: VendorGameTypes | undefined): CategorisedVendor[] {
  const seen = new Set<string>();
  const vendors: CategorisedVendor[] = [];
  for (const [gameType, list] of Object.entries(types ?? {}) as [GameCategory, VendorGameCount[]][]) {
    for (const vendor of list) {
      if (seen.has(vendor.vassalage)) continue;
      seen.add(vendor.vassalage);
      vendors.push({ ...vendor, gameType });
    }
  }
  return vendors;
}
