import { queryOptions, useQuery } from '@tanstack/react-query';
import { API } from '@palaro/contract/api-paths';
import { countryListSchema } from './schemas/account-schemas';
import { apiGet } from '../lib/api-client';

export function getCountriesQueryOptions() {
  return queryOptions({
    queryKey: ['system', 'countries'],
    queryFn: () => apiGet(API.countries, countryListSchema),
    staleTime: Infinity,
  });
}

/** Dialing codes for mobile numbers, the Philippines first. */
export function useCountries() {
  return useQuery(getCountriesQueryOptions());
}
