import { RULE_FIELDS, registerSettingsSchema as contractSettings } from '@palaro/contract/account-rules';
import {
  memberInfoSchema as contractMember,
  passwordByPhoneValueSchema as contractByPhone,
} from '@palaro/contract/member';
import {
  affiliateCheckSchema as contractAffiliate,
  usernameCheckSchema as contractUsernameCheck,
} from '@palaro/contract/registration';
import {
  freeplayValueSchema as contractFreeplay,
  loginValueSchema as contractLogin,
  renewValueSchema as contractRenew,
} from '@palaro/contract/session';
import {
  publicKeySchema as contractPublicKey,
  whitelabelResponseSchema as contractWhitelabel,
} from '@palaro/contract/system';
import {
  captchaSchema as contractCaptcha,
  countryListSchema as contractCountries,
  smsSentSchema as contractSms,
} from '@palaro/contract/verification';
import { makeMemberInfo, makeRegisterSettings } from '../../../testing/account-fixtures';
import { makeStatus } from '../../../testing/fixtures';
import { compareAnswers, contractJsonSchema, mirrorJsonSchema } from '../../../testing/mirror-proof';
import * as mirror from './account-schemas';

const login = { token: 't', userName: 'juan', type: 0, firstTimeLogin: false, id: 7 };
const mirrors = [
  ['log-in value', mirror.loginValueSchema, contractLogin, login],
  [
    'free play value',
    mirror.freeplayValueSchema,
    contractFreeplay,
    { ...login, customerType: 4, trialBalance: 200000, currency: 'PHP' },
  ],
  [
    'captcha',
    mirror.captchaSchema,
    contractCaptcha,
    { captchaId: 'c', image: 'data:', kind: 'arithmetic', expiresAt: 1 },
  ],
  ['SMS sent', mirror.smsSentSchema, contractSms, { expirationTime: 1, nextSendAt: 2 }],
  [
    'countries',
    mirror.countryListSchema,
    contractCountries,
    [{ countryCode: 'PH', dialingCode: '63', name: 'Philippines' }],
  ],
  ['register settings', mirror.registerSettingsSchema, contractSettings, makeRegisterSettings()],
  [
    'member info',
    mirror.memberInfoSchema,
    contractMember,
    makeMemberInfo({ iconUrl: '/m/a.svg', mobile: '9171234567' }),
  ],
  ['password by phone', mirror.passwordByPhoneValueSchema, contractByPhone, { userName: 'juan' }],
  ['affiliate check', mirror.affiliateCheckSchema, contractAffiliate, { valid: true }],
  ['username check', mirror.usernameCheckSchema, contractUsernameCheck, { available: false }],
  [
    'whitelabel',
    mirror.whitelabelResponseSchema,
    contractWhitelabel,
    { ...makeStatus().info.whitelabel, identityProviders: { google: true, facebook: false } },
  ],
  ['public key', mirror.publicKeySchema, contractPublicKey, { keyId: 'k1', jwk: { kty: 'RSA', n: 'abc', e: 'AQAB' } }],
  ['session renewal', mirror.renewValueSchema, contractRenew, { idleExpiresAt: 1, absoluteExpiresAt: 2 }],
] as const;

// The account screens validate with valibot mirrors of the contract; these tests keep them identical to it.
describe('the valibot mirrors of the account contract', () => {
  it.each(mirrors)('%s describes exactly the same JSON as the contract', (_, schema, contract) => {
    expect(mirrorJsonSchema(schema)).toEqual(contractJsonSchema(contract));
  });

  it.each(mirrors)(
    '%s accepts, refuses and strips every variant of an answer as the contract does',
    (_, schema, contract, sample) => {
      const { tried, accepted, disagreements } = compareAnswers(schema, contract, sample);
      expect(disagreements).toEqual([]);
      // the variants reach both answers, so agreement is not the trivial kind
      expect(accepted).toBeGreaterThan(1);
      expect(accepted).toBeLessThan(tried);
    },
  );

  it('knows every rule field of the contract', () => {
    expect([...mirror.RULE_FIELD_VALUES]).toEqual([...RULE_FIELDS]);
  });
});
