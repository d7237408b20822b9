import { queryOptions, useQuery } from '@tanstack/react-query';
import { API } from '@palaro/contract/api-paths';
import { registerSettingsSchema } from './schemas/account-schemas';
import { apiGet } from '../lib/api-client';

export function getRegisterSettingsQueryOptions() {
  return queryOptions({
    queryKey: ['system', 'register-settings'],
    queryFn: () => apiGet(API.registerSettings, registerSettingsSchema),
    staleTime: 5 * 60_000,
  });
}

/** The merchant's field rules (SPEC 5) for registration and log-in, and whether a captcha is asked. */
export function useRegisterSettings() {
  return useQuery(getRegisterSettingsQueryOptions());
}
