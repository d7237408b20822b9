import { randomBytes } from 'node:crypto';
import { MEMBER_TYPE, type LoginValue } from '@palaro/contract';
import type { MerchantConfig } from '../../config/merchant-schema';
import { accountError } from '../../http/api-error';
import { hashPassword } from '../../security/password-hasher';
import type { SessionService } from '../sessions';
import type { CaptchaService } from '../verification';
import { phoneFromInput } from '../verification';
import type { SmsCodes } from '../verification';
import { checkNewPassword, isAgentType } from '../accounts';
import type { Phone } from '../accounts';
import {
  CONTACT_FIELDS,
  enabledValue,
  registrationFieldErrors,
  type RegisterMethod,
  type RegistrationInput,
} from './registration-fields';
import { isUniqueViolation, type AccountRow, type AccountsRepository } from '../accounts';

type Deps = {
  accounts: AccountsRepository;
  sessions: SessionService;
  captchas: CaptchaService;
  smsCodes: SmsCodes;
  merchant: MerchantConfig;
};

const generatedName = () => `m${randomBytes(8).toString('hex').slice(0, 11)}`;

export function createRegistrationService({ accounts, sessions, captchas, smsCodes, merchant }: Deps) {
  const { rules } = merchant.registration;

  async function parentFor(code: string | undefined): Promise<AccountRow | undefined> {
    if (!code) return undefined;
    const agent = await accounts.byAffiliateCode(code);
    if (!agent || agent.status !== 'active' || !isAgentType(agent.member_type)) {
      throw accountError('affiliateInvalid', { fields: { affiliateCode: 'invitation_code_error' } });
    }
    return agent;
  }

  async function insert(
    input: RegistrationInput,
    method: RegisterMethod,
    username: string,
    phone: Phone | null,
    parent?: AccountRow,
  ) {
    const password =
      input.password && (method === 'username' || merchant.flags.MOBILENUMPASSREG3) ? input.password : undefined;
    const paymentPassword = enabledValue(input, 'paymentPassword', rules);
    const contacts = Object.fromEntries(
      CONTACT_FIELDS.flatMap((field) => {
        const value = enabledValue(input, field, rules);
        return value ? [[field, value]] : [];
      }),
    );
    try {
      return await accounts.insert({
        username,
        passwordHash: password ? await hashPassword(password) : null,
        memberType: MEMBER_TYPE.REGISTRATION,
        nickname: enabledValue(input, 'nickname', rules) ?? '',
        email: enabledValue(input, 'email', rules) ?? '',
        payeeName: enabledValue(input, 'payeeName', rules) ?? '',
        phone,
        parentId: parent?.id ?? null,
        paymentPasswordHash: paymentPassword ? await hashPassword(paymentPassword) : null,
        contacts,
        registerMethod: input.registerMethod,
        registerUrl: input.registerUrl ?? input.domain ?? null,
      });
    } catch (error) {
      // two registrations racing for the same name or number: the second one hears why
      if (isUniqueViolation(error, 'accounts_username')) throw accountError('usernameTaken');
      if (isUniqueViolation(error, 'accounts_phone')) throw accountError('mobileTaken');
      throw error;
    }
  }

  return {
    /** PUT /wps/member/register and /register/mobile: checks everything, creates the member, logs them in. */
    async register(method: RegisterMethod, input: RegistrationInput, clientIp: string): Promise<LoginValue> {
      if (!merchant.flags[method === 'username' ? 'USERNAMEREG3' : 'MOBILENUMREG3']) throw accountError('featureOff');
      const fields = registrationFieldErrors(method, input, merchant);
      if (Object.keys(fields).length > 0) throw accountError('fieldInvalid', { fields });
      if (input.password !== undefined && (method === 'username' || merchant.flags.MOBILENUMPASSREG3)) {
        checkNewPassword(merchant, input.password, input.confirmPassword);
      }
      if (merchant.registration.captcha && !(await captchas.verify(input.captchaId, input.captcha, clientIp))) {
        throw accountError('captchaInvalid', { fields: { captcha: rules.captcha.message } });
      }
      const parent = await parentFor(enabledValue(input, 'affiliateCode', rules));
      const username = input.username ? input.username.toLowerCase() : generatedName();
      if (await accounts.byUsername(username))
        throw accountError('usernameTaken', { fields: { username: 'username_taken' } });
      let phone: Phone | null = null;
      if (method === 'mobile') {
        phone = phoneFromInput(merchant, input.countryDialingCode ?? '', input.mobileNum ?? '');
        if (await accounts.byPhone(phone.countryCode, phone.number)) throw accountError('mobileTaken');
        // the code is spent last, so a refused registration does not cost the player a new SMS
        if (merchant.flags.REGMOBVERF3 && !(await smsCodes.consume('register', phone, input.verificationCode ?? ''))) {
          throw accountError('smsCodeInvalid', { fields: { verificationCode: rules.verificationCode.message } });
        }
      }
      const account = await insert(input, method, username, phone, parent);
      return sessions.start(account, 'normal');
    },
  };
}

export type RegistrationService = ReturnType<typeof createRegistrationService>;
