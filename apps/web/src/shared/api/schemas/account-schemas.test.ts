import * as zMini from 'zod/mini';
import { z } from 'zod';
import { RULE_FIELDS, registerSettingsSchema as contractSettings } from '@palaro/contract/account-rules';
import { memberInfoSchema as contractMember, passwordByPhoneValueSchema as contractByPhone } from '@palaro/contract/member';
import { affiliateCheckSchema as contractAffiliate, usernameCheckSchema as contractUsernameCheck } from '@palaro/contract/registration';
import { freeplayValueSchema as contractFreeplay, loginValueSchema as contractLogin, renewValueSchema as contractRenew } from '@palaro/contract/session';
import { publicKeySchema as contractPublicKey, whitelabelResponseSchema as contractWhitelabel } from '@palaro/contract/system';
import { captchaSchema as contractCaptcha, countryListSchema as contractCountries, smsSentSchema as contractSms } from '@palaro/contract/verification';
import * as mirror from './account-schemas';

// The account screens validate with zod/mini mirrors of the contract; these tests keep them identical to it.
describe('the zod/mini mirrors of the account contract', () => {
  it.each([
    ['log-in value', mirror.loginValueSchema, contractLogin],
    ['free play value', mirror.freeplayValueSchema, contractFreeplay],
    ['captcha', mirror.captchaSchema, contractCaptcha],
    ['SMS sent', mirror.smsSentSchema, contractSms],
    ['countries', mirror.countryListSchema, contractCountries],
    ['register settings', mirror.registerSettingsSchema, contractSettings],
    ['member info', mirror.memberInfoSchema, contractMember],
    ['password by phone', mirror.passwordByPhoneValueSchema, contractByPhone],
    ['affiliate check', mirror.affiliateCheckSchema, contractAffiliate],
    ['username check', mirror.usernameCheckSchema, contractUsernameCheck],
    ['whitelabel', mirror.whitelabelResponseSchema, contractWhitelabel],
    ['public key', mirror.publicKeySchema, contractPublicKey],
    ['session renewal', mirror.renewValueSchema, contractRenew],
  ] as const)('%s describes exactly the same JSON as the contract', (_, schema, contract) => {
    expect(zMini.toJSONSchema(schema)).toEqual(z.toJSONSchema(contract));
  });

  it('knows every rule field of the contract', () => {
    expect([...mirror.RULE_FIELD_VALUES]).toEqual([...RULE_FIELDS]);
  });
});
