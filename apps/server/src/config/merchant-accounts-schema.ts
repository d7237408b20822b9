import { IDENTITY_PROVIDERS, RULE_FIELDS, type IdentityProvider, type RuleField } from '@palaro/contract';
import { z } from 'zod';

const pattern = z.string().refine((source) => {
  try {
    new RegExp(source, 'u');
    return true;
  } catch {
    return false;
  }
}, 'expected a JavaScript regular expression (u flag)');

const fieldRule = z
  .strictObject({
    enabled: z.boolean(),
    required: z.boolean(),
    pattern,
    message: z.string().min(1, 'expected an i18n key'),
    minLength: z.number().int().min(0),
    maxLength: z.number().int().min(1),
  })
  .superRefine((rule, context) => {
    if (rule.minLength <= rule.maxLength) return;
    context.addIssue({ code: 'custom', path: ['minLength'], message: `expected at most maxLength (${rule.maxLength})`, input: rule.minLength });
  });

const ruleShape = Object.fromEntries(RULE_FIELDS.map((field) => [field, fieldRule])) as { [K in RuleField]: typeof fieldRule };

/** Registration: the rule set of SPEC 5 and whether a captcha is asked. */
export const registrationConfigSchema = z.strictObject({
  captcha: z.boolean(),
  smsCaptcha: z.boolean(),
  rules: z.strictObject(ruleShape),
});

/** Where SMS codes go: the server log (default), or an HTTP webhook of an SMS gateway. */
export const smsConfigSchema = z.discriminatedUnion('provider', [
  z.strictObject({ provider: z.literal('log') }),
  z.strictObject({
    provider: z.literal('webhook'),
    url: z.string().regex(/^https?:\/\/\S+$/, 'expected an http(s) URL'),
    /** Name of the environment variable holding the gateway's bearer token (never the token itself). */
    tokenEnv: z.string().regex(/^[A-Z][A-Z0-9_]*$/, 'expected an environment variable name').optional(),
  }),
]);

const identityProvider = z.strictObject({
  issuer: z.string().regex(/^https?:\/\/\S+$/, 'expected the issuer URL'),
  clientId: z.string().min(1, 'expected the client id'),
  clientSecret: z.string().min(1, 'expected the client secret'),
});
const providerShape = Object.fromEntries(IDENTITY_PROVIDERS.map((name) => [name, identityProvider.optional()])) as {
  [K in IdentityProvider]: z.ZodOptional<typeof identityProvider>;
};

/** OpenID Connect providers for social log-in; a provider left out is not offered. */
export const identityProvidersSchema = z.strictObject(providerShape);

export type RegistrationConfig = z.infer<typeof registrationConfigSchema>;
export type SmsConfig = z.infer<typeof smsConfigSchema>;
export type IdentityProviderConfig = z.infer<typeof identityProvider>;
