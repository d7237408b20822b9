import { queryOptions, useQuery } from '@tanstack/react-query';
import { API } from '@palaro/contract/api-paths';
import type { HelpItem } from '@palaro/contract/help';
import { apiGet } from '../../lib/api-client';
import { currentLanguage } from '../../lib/i18n/i18n';
import { helpListSchema } from '../schemas/help-schema';

export function getHelpQueryOptions() {
  const language = currentLanguage();
  return queryOptions({
    queryKey: ['help', language],
    queryFn: ({ signal }): Promise<HelpItem[]> =>
      apiGet(API.help, helpListSchema, { lang: language, device: 'MOBILE' }, signal),
    staleTime: 5 * 60_000,
  });
}

/** GET the help centre's sections in the language on screen (SPEC 7.2). */
export function useHelp() {
  return useQuery(getHelpQueryOptions());
}
