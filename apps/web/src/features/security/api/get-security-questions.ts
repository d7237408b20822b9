import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { API } from '@palaro/contract/api-paths';
import { securityQuestionsSchema } from '@palaro/contract/security-questions';
import { apiGet } from '../../../shared/lib/api-client';

// the server words the questions in the request's language, so each language is its own list
export function getSecurityQuestionsQueryOptions(language: string) {
  return queryOptions({
    queryKey: ['security', 'questions', language],
    queryFn: ({ signal }) => apiGet(API.securityQuestions, securityQuestionsSchema, undefined, signal),
    staleTime: 5 * 60_000,
  });
}

/** GET /wps/member/securityQuestions: the merchant's questions to choose from, in the language on screen. */
export function useSecurityQuestions(enabled = true) {
  const { i18n } = useTranslation();
  return useQuery({ ...getSecurityQuestionsQueryOptions(i18n.language), enabled });
}
