// Failures of the account and session calls: HTTP status, errorCode and the server's English message.
// The web app maps errorCode to its own translated text; the message is the fallback.

export const ACCOUNT_ERRORS = {
  /** value.reason 'missing' (no or unknown token). */
  notLoggedIn: { status: 401, errorCode: 'login.not.session', message: 'You are not logged in, please login first' },
  /** value.reason 'ended' (logout, password change) or 'expired' (idle or absolute expiry). */
  loggedOut: {
    status: 401,
    errorCode: 'login.not.session',
    message: 'The account has been logged out, please log in again',
  },
  /** The same status and body whether the user exists or not. value.captcha true once a captcha is needed. */
  loginFailed: { status: 400, errorCode: 'login.failed', message: 'Incorrect username or password' },
  /** A captcha is needed before the password is checked; value.captcha true. */
  captchaRequired: { status: 400, errorCode: 'captcha.required', message: 'Please enter the verification code' },
  /** Wrong, used, expired or foreign captcha. */
  captchaInvalid: { status: 400, errorCode: 'captcha.invalid', message: 'Verification code error' },
  /** Too many failed log-ins for this username or from this IP. value.retryAfterMs. */
  loginLocked: {
    status: 429,
    errorCode: 'login.locked',
    message: 'Too many failed attempts, please try again in 15 minutes',
  },
  /** The password was right but the account is disabled. */
  accountDisabled: {
    status: 403,
    errorCode: 'login.disabled',
    message: 'Sorry, the user does not exist or is disabled',
  },
  /** An account type that may not use the mobile site. */
  notMember: { status: 403, errorCode: 'login.not.member', message: 'Non-member account unable to login' },
  /** A trial (type 4) session calling a member-only function. */
  trialRefused: {
    status: 403,
    errorCode: 'member.trial',
    message: 'Please login an actual account to use this function',
  },
  /** Wrong, used, expired or exhausted SMS code. */
  smsCodeInvalid: { status: 400, errorCode: 'sms.code.invalid', message: 'Verification code error' },
  /** Another code for this number within 60 s. value.retryAfterMs. */
  smsTooSoon: { status: 429, errorCode: 'sms.too.soon', message: 'Please wait before requesting another code' },
  /** Hourly limit per number or per IP reached. value.retryAfterMs. */
  smsLimit: { status: 429, errorCode: 'sms.limit', message: 'Too many codes requested, please try again later' },
  /** The SMS provider refused or failed. */
  smsSendFailed: {
    status: 503,
    errorCode: 'sms.send.failed',
    message: 'The code could not be sent, please try again later',
  },
  /** One or more fields break the rule set; `fields` maps each field to its rule's message key. */
  fieldInvalid: { status: 400, errorCode: 'field.invalid', message: 'Please check the highlighted fields' },
  usernameTaken: { status: 400, errorCode: 'member.name.taken', message: 'Sorry, the username already exists' },
  mobileTaken: { status: 400, errorCode: 'member.mobile.taken', message: 'This mobile number is already registered' },
  affiliateInvalid: { status: 400, errorCode: 'affiliate.invalid', message: 'Invalid invitation code' },
  /** Password and confirmation differ (registration: in_confirmation_correct). */
  passwordMismatch: { status: 400, errorCode: 'password.mismatch', message: 'Confirmation password not matched' },
  /** Confirmation empty (registration: in_incorrect_password). */
  passwordConfirmEmpty: { status: 400, errorCode: 'password.confirm.empty', message: 'Enter password' },
  passwordSameAsOld: {
    status: 400,
    errorCode: 'password.same',
    message: 'The new password and the old password cannot be the same',
  },
  passwordOldWrong: { status: 400, errorCode: 'password.old.invalid', message: 'The old password is incorrect' },
  passwordCommon: {
    status: 400,
    errorCode: 'password.common',
    message: 'This password is too common, please choose another',
  },
  /** The method is switched off by a feature flag or not configured. */
  featureOff: {
    status: 403,
    errorCode: 'permission.denied',
    message: 'Sorry, this account does not have permission or the feature is temporarily unavailable',
  },
  /** Image not png/jpg by its bytes, or over 5 MB. */
  iconInvalid: { status: 400, errorCode: 'icon.invalid', message: 'Please upload a png or jpg image of at most 5 MB' },
  /** Unknown, used or expired social-login ticket. */
  socialTicketInvalid: {
    status: 400,
    errorCode: 'social.ticket.invalid',
    message: 'The sign-in has expired, please try again',
  },
} as const;

export type AccountErrorName = keyof typeof ACCOUNT_ERRORS;

/** Why a session is not usable, in value.reason of a 401. */
export const SESSION_END_REASONS = ['missing', 'ended', 'expired'] as const;
export type SessionEndReason = (typeof SESSION_END_REASONS)[number];
