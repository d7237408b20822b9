/** What the log writes in place of a bearer value. */
export const REDACTED = '[redacted]';

// compared lowercased without `-` and `_`, so `access_token`, `socialTicket` and `captcha-id` are caught alike
const EXACT_NAMES = new Set(['code', 'state', 'verificationcode']);
const NAME_ENDINGS = ['token', 'ticket', 'secret', 'password', 'captchaid', 'sessionid', 'verifier'];

/**
 * Whether a query or route parameter of this name carries a bearer value: launch and pay tokens (`token`), OpenID
 * Connect codes and states, social tickets, captcha ids, SMS codes, passwords, secrets and session ids. Names are
 * matched whole (`code`, `state`, `verificationCode`) or by their ending (`...token`, `...ticket`, `...secret`,
 * `...password`, `...captchaId`, `...sessionId`, `...verifier`); `gameCode` or `affiliateCode` stay readable.
 */
export function isSensitiveName(name: string): boolean {
  const key = name.toLowerCase().replace(/[-_]/g, '');
  return EXACT_NAMES.has(key) || NAME_ENDINGS.some((ending) => key.endsWith(ending));
}

const SENSITIVE_HEADERS = ['authorization', 'cookie', 'set-cookie'];
const SENSITIVE_FIELDS = [
  'token',
  'sessionToken',
  'launchToken',
  'ticket',
  'password',
  'secret',
  'captchaId',
  'verificationCode',
];

/**
 * pino `redact` paths, for a log call handed headers or a body by mistake (requests and answers are logged without
 * either): the headers above under `req.headers`, `res.headers` or `headers`, the fields above at the top or under
 * `body`. Listed one by one: wildcard paths (`*.token`) cost pino several times the line itself.
 */
export const SENSITIVE_LOG_PATHS = [
  ...SENSITIVE_HEADERS.flatMap((header) =>
    ['req.headers', 'res.headers', 'headers'].map((headers) => `${headers}["${header}"]`),
  ),
  ...SENSITIVE_FIELDS.flatMap((field) => [field, `body.${field}`]),
];
