import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { passesRule, SMS_LIMITS, type SmsRequest, type SmsSent } from '@palaro/contract';
import type { MerchantConfig } from '../../config/merchant-schema';
import { accountError } from '../../http/api-error';
import { e164, maskPhone, normalizePhone, type Phone } from '../accounts';
import type { AccountsRepository } from '../accounts';
import type { CaptchaService } from './service-captcha';
import type { SmsCodes } from './service-sms-codes';
import { withoutSecret } from './error-without-secret';
import type { SmsProvider, SmsPurpose } from './sms-provider';

type Deps = {
  codes: SmsCodes;
  captchas: CaptchaService;
  accounts: AccountsRepository;
  provider: SmsProvider;
  merchant: MerchantConfig;
  log: FastifyBaseLogger;
};

/** A mobile number checked against the mobileNum rule and normalised; a field error otherwise. */
export function phoneFromInput(
  merchant: MerchantConfig,
  countryDialingCode: string,
  mobileNum: string,
  field = 'mobileNum',
): Phone {
  const rule = merchant.registration.rules.mobileNum;
  const phone = passesRule({ ...rule, enabled: true, required: true }, mobileNum)
    ? normalizePhone(countryDialingCode, mobileNum)
    : null;
  if (!phone) throw accountError('fieldInvalid', { fields: { [field]: rule.message } });
  return phone;
}

/** POST /wps/verification/sms/register and /noLogin: checks, limits, then the code goes out. */
export function createSmsService({ codes, captchas, accounts, provider, merchant, log }: Deps) {
  const minutes = Math.round(SMS_LIMITS.ttlMs / 60_000);
  return {
    async request(purpose: SmsPurpose, body: SmsRequest, clientIp: string): Promise<SmsSent> {
      if (purpose === 'register' && !merchant.flags.MOBILENUMREG3) throw accountError('featureOff');
      if (merchant.registration.smsCaptcha && !(await captchas.verify(body.captchaId, body.captcha, clientIp))) {
        throw accountError('captchaInvalid');
      }
      const phone = phoneFromInput(merchant, body.countryDialingCode, body.mobileNum);
      const account = await accounts.byPhone(phone.countryCode, phone.number);
      if (purpose === 'register' && account) throw accountError('mobileTaken');
      const { code, sent } = await codes.issue(purpose, phone, clientIp);
      // a log-in or reset code for a number without a live account is recorded (same limits, same answer) but never sent
      if (purpose === 'register' || account?.status === 'active') {
        const text = `Your ${merchant.name} verification code is ${code}. It expires in ${minutes} minutes.`;
        const id = randomUUID();
        // the log names the message and a masked number, never the code
        const sms = { id, to: maskPhone(phone), purpose };
        try {
          await provider.send({ id, to: e164(phone), code, purpose, text });
        } catch (error) {
          log.error({ err: withoutSecret(error, code), sms }, 'sms provider failed');
          throw accountError('smsSendFailed');
        }
        if (provider.outbox)
          log.info({ sms, outbox: provider.outbox }, 'sms code kept in the outbox (demo provider, not sent)');
        else log.info({ sms }, 'sms code sent');
      }
      return sent;
    },
  };
}

export type SmsService = ReturnType<typeof createSmsService>;
