import type { QueryClient } from '@tanstack/react-query';

/** After any money movement: every balance on screen and the transaction report are asked again. */
export function invalidateMoney(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: ['wallet'] }),
    queryClient.invalidateQueries({ queryKey: ['transactions', 'list'] }),
  ]).then(() => undefined);
}
