import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-error';

/**
 * Server state for the whole back office. A refusal (4xx) is an answer and is shown at once; only a call that got
 * no answer or a server error is tried once more.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 15_000,
        retry: (failures, error) =>
          failures < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
      },
      mutations: { retry: false },
    },
  });
}
