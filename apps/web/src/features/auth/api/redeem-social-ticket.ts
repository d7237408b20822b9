import { API } from '@palaro/contract/api-paths';
import type { LoginValue } from '@palaro/contract/session';
import { loginValueSchema } from '../../../shared/api/schemas/account-schemas';
import { apiPost } from '../../../shared/lib/api-client';

/** The provider sent the visitor back with a one-time ticket; it becomes a session once. */
export function redeemSocialTicket(ticket: string): Promise<LoginValue> {
  return apiPost(API.socialLogin, loginValueSchema, { ticket });
}
