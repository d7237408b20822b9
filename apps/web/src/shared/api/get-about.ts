import { useQuery } from '@tanstack/react-query';
import { API } from '@palaro/contract/api-paths';
import { apiGet } from '../lib/api-client';
import { currentLanguage } from '../lib/i18n/i18n';
import { aboutSchema } from './schemas/about-schema';

/** GET the about-us page in the language on screen; null until an operator has written it. */
export function useAbout() {
  return useQuery({
    queryKey: ['about', currentLanguage()],
    queryFn: ({ signal }) => apiGet(API.about, aboutSchema, undefined, signal),
    staleTime: 10 * 60_000,
  });
}
