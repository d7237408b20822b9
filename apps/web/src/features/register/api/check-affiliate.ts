import { API } from '@palaro/contract/api-paths';
import { affiliateCheckSchema } from '../../../shared/api/schemas/account-schemas';
import { apiGet } from '../../../shared/lib/api-client';

/** True when the code belongs to an active agent. */
export async function checkAffiliate(code: string): Promise<boolean> {
  try {
    return (await apiGet(API.affiliateCheck, affiliateCheckSchema, { code, domain: window.location.hostname })).valid;
  } catch {
    return false;
  }
}
