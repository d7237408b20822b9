import type { QueryClient } from '@tanstack/react-query';

/** After a change of answers or of the withdrawal password: this screen's calls and the withdraw screen's read again. */
export function invalidateSecurity(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: ['security'] }),
    queryClient.invalidateQueries({ queryKey: ['withdraw'] }),
  ]);
}
