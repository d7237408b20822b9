import { queryOptions, useQuery } from '@tanstack/react-query';
import { API } from '@palaro/contract/api-paths';
import type { Banner, BannerGroup } from '@palaro/contract/game-catalogue';
import { apiGet } from '../../lib/api-client';
import { useSystemStatus } from '../get-system-status';
import { bannerListSchema } from '../schemas/game-schemas';

export function getBanners(groups: readonly BannerGroup[], signal?: AbortSignal): Promise<Banner[]> {
  return apiGet(API.banners, bannerListSchema, { groupName: groups.join(',') }, signal).then((value) => value.banners);
}

export function getBannersQueryOptions(groups: readonly BannerGroup[], merchantCode: string | undefined) {
  return queryOptions({
    queryKey: ['games', 'banners', groups.join(','), merchantCode],
    queryFn: ({ signal }) => getBanners(groups, signal),
    enabled: Boolean(merchantCode),
    staleTime: 5 * 60_000,
  });
}

/** GET /wps/game/banners for one or more groups (SPEC 3 "Banner"), once the status call has named the merchant. */
export function useBanners(groups: readonly BannerGroup[]) {
  const merchantCode = useSystemStatus().data?.info.whitelabel.merchantCode;
  return useQuery(getBannersQueryOptions(groups, merchantCode));
}

/** One group's banners in server order. */
export function bannersOf(banners: readonly Banner[] | undefined, group: BannerGroup): Banner[] {
  return (banners ?? []).filter((banner) => banner.groupName === group);
}
