import type { Registration } from '@palaro/contract/registration';
import { isInstalledWebApp } from '../../../shared/lib/environment';
import type { FieldPlan } from './register-fields';
import type { RegisterValues } from './register-schema';

const orUndefined = (value: string) => value.trim() || undefined;

/** The registration payload (SPEC 3) holding only the fields on screen. */
export function registrationBody(
  values: RegisterValues,
  plan: FieldPlan,
  affiliateCode: string | undefined,
  captchaId: string | undefined,
): Registration {
  const host = window.location.hostname;
  const body: Registration = {
    type: 0,
    registerMethod: isInstalledWebApp() ? 'PWA' : 'H5',
    registerUrl: host,
    domain: host,
    affiliateCode: affiliateCode ? orUndefined(affiliateCode) : undefined,
  };
  for (const field of plan.profile) body[field] = orUndefined(values[field]);
  if (plan.username) body.username = values.username.trim();
  if (plan.password)
    Object.assign(body, { password: values.password.trim(), confirmPassword: values.confirmPassword.trim() });
  if (plan.mobile)
    Object.assign(body, { countryDialingCode: values.countryDialingCode, mobileNum: values.mobileNum.trim() });
  if (plan.smsCode) body.verificationCode = values.verificationCode.trim();
  if (plan.captcha) Object.assign(body, { captcha: values.captcha.trim(), captchaId });
  return body;
}
