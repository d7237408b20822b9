import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { API } from '@palaro/contract/api-paths';
import { customerSecurityQuestionsSchema } from '@palaro/contract/security-questions';
import { apiGet } from '../../../shared/lib/api-client';
import { useSession } from '../../../shared/lib/session/session-store';

export function getMySecurityQuestionsQueryOptions(token: string | undefined, language: string) {
  return queryOptions({
    queryKey: ['security', 'mine', token, language],
    queryFn: ({ signal }) => apiGet(API.customerSecurityQuestions, customerSecurityQuestionsSchema, undefined, signal),
    enabled: Boolean(token),
  });
}

/** GET /wps/member/customerSecurityQuestions: the player's chosen questions (never the answers). */
export function useMySecurityQuestions() {
  const { i18n } = useTranslation();
  return useQuery(getMySecurityQuestionsQueryOptions(useSession()?.token, i18n.language));
}
