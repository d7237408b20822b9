import { API } from '@palaro/contract/api-paths';
import type { SmsRequest, SmsSent } from '@palaro/contract/verification';
import { smsSentSchema } from './schemas/account-schemas';
import { apiPost } from '../lib/api-client';

/** Registration codes go to new numbers; noLogin codes (SMS log-in, reset) to numbers already registered. */
export function sendSmsCode(purpose: 'register' | 'noLogin', body: SmsRequest): Promise<SmsSent> {
  return apiPost(purpose === 'register' ? API.smsRegister : API.smsNoLogin, smsSentSchema, body);
}
