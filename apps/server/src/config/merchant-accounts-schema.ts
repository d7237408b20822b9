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
    context.addIssue({
      code: 'custom',
      path: ['minLength'],
      message: `expected at most maxLength (${rule.maxLength})`,
      input: rule.minLength,
    });
  });

const ruleShape = Object.fromEntries(RULE_FIELDS.map((field) => [field, fieldRule])) as {
  [K in RuleField]: typeof fieldRule;
};

/** Registration: the rule set of SPEC 5 and whether a captcha is asked. */
export const registrationConfigSchema = z.strictObject({
  captcha: z.boolean(),
  smsCaptcha: z.boolean(),
  rules: z.strictObject(ruleShape),
});

/** The HTTP SMS gateway adapter: its address, where its credential comes from and how long a send may take. */
const smsGatewaySchema = z.strictObject({
  provider: z.literal('webhook'),
  url: z
    .string()
    .regex(/^https?:\/\/\S+$/, 'expected an http(s) URL')
    // a credential in the URL would be in the file; the message never echoes the URL
    .refine((url) => !/^https?:\/\/[^/]*@/.test(url), {
      message: 'expected no credentials in the URL (put the credential in the variable tokenEnv names)',
      params: { secret: true },
    }),
  /** Name of the environment variable holding the gateway's credential (never the credential itself). */
  tokenEnv: z
    .string()
    .regex(/^[A-Z][A-Z0-9_]*$/, 'expected an environment variable name')
    .optional(),
  authHeader: z
    .string()
    .regex(/^[A-Za-z0-9-]{1,64}$/, 'expected an HTTP header name such as Authorization or X-Api-Key')
    .default('Authorization'),
  /** Put before the credential in the header ("Bearer <token>"); "" sends the bare credential. */
  authScheme: z
    .string()
    .regex(/^[A-Za-z0-9-]{0,32}$/, 'expected a scheme such as Bearer or Basic, or ""')
    .default('Bearer'),
  /** The whole send, a retry included. */
  timeoutMs: z
    .number()
    .int('expected a whole number of milliseconds')
    .min(1000, 'expected at least 1000 ms')
    .max(10_000, 'expected at most 10000 ms (the phone screen waits 10 s for the SMS)')
    .default(8000),
});

/** Where SMS codes go: the demo outbox file (default, refused in production), or an HTTP SMS gateway. */
export const smsConfigSchema = z.discriminatedUnion('provider', [
  z.strictObject({ provider: z.literal('log') }),
  smsGatewaySchema,
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
export type SmsGatewayConfig = z.infer<typeof smsGatewaySchema>;
export type IdentityProviderConfig = z.infer<typeof identityProvider>;
