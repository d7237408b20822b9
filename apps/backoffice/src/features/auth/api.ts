import { OPS_API, operatorMeSchema, operatorSessionSchema } from '@palaro/contract';
import { z } from 'zod';
import { request } from '../../shared/api/api-client';

export type LoginInput = { username: string; password: string };

export function login(input: LoginInput) {
  return request(OPS_API.login, { method: 'POST', body: input, schema: operatorSessionSchema });
}

/** Ends the session on the server (DELETE, as the operator API answers it). */
export function logout() {
  return request(OPS_API.logout, { method: 'DELETE', schema: z.null() });
}

export const meQuery = {
  queryKey: ['ops', 'me'] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) => request(OPS_API.me, { schema: operatorMeSchema, signal }),
};
