import type { AffiliateCheck, RegisterSettings, UsernameCheck } from '@palaro/contract';
import type { MerchantConfig } from '../../config/merchant-schema';
import { isAgentType } from './password-rules';
import type { AccountsRepository } from './repository';

/** The public checks of the registration form, and its rule set. */
export function createAccountChecks(accounts: AccountsRepository, merchant: MerchantConfig) {
  const settings: RegisterSettings = {
    rules: merchant.registration.rules,
    captcha: merchant.registration.captcha,
    smsCaptcha: merchant.registration.smsCaptcha,
  };
  return {
    registerSettings: (): RegisterSettings => settings,

    async username(username: string): Promise<UsernameCheck> {
      return { available: !(await accounts.byUsername(username.toLowerCase())) };
    },

    async affiliate(code: string): Promise<AffiliateCheck> {
      const agent = await accounts.byAffiliateCode(code);
      return { valid: agent !== undefined && agent.status === 'active' && isAgentType(agent.member_type) };
    },
  };
}

export type AccountChecks = ReturnType<typeof createAccountChecks>;
