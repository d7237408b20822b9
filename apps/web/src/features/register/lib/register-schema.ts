import * as z from 'zod/mini';
import type { RuleSet } from '@palaro/contract/account-rules';
import { captchaString, mandatory, ruleString, textString } from '../../../shared/lib/forms/rule-schema';
import { PROFILE_FIELDS, type FieldPlan } from './register-fields';

/** The form's checks (SPEC 5), built from the server's rule set and the fields on screen. */
export function makeRegisterSchema(plan: FieldPlan, rules: RuleSet | undefined, affiliateShown: boolean) {
  const off = z.string();
  const profile = Object.fromEntries(
    PROFILE_FIELDS.map((field) => [field, plan.profile.includes(field) ? textString(rules?.[field]) : off]),
  );
  return z
    .object({
      ...profile,
      username: plan.username ? textString(mandatory(rules?.username), 'rule_username') : off,
      password: plan.password ? ruleString(mandatory(rules?.password), 'rule_password') : off,
      confirmPassword: z.string(),
      countryDialingCode: z.string(),
      mobileNum: plan.mobile ? textString(mandatory(rules?.mobileNum), 'rule_mobile_num') : off,
      verificationCode: plan.smsCode ? textString(mandatory(rules?.verificationCode), 'rule_verification_code') : off,
      affiliateCode: affiliateShown ? textString(rules?.affiliateCode) : off,
      captcha: captchaString(plan.captcha, rules?.captcha),
      agree: z.boolean(),
    })
    .check(
      z.superRefine((values, context) => {
        if (!plan.password) return;
        const confirm = values.confirmPassword.trim();
        // SPEC 5: the confirmation must be there, and equal to the password.
        if (confirm === '')
          context.addIssue({
            code: 'custom',
            path: ['confirmPassword'],
            message: 'in_incorrect_password',
            input: values,
          });
        else if (confirm !== values.password.trim())
          context.addIssue({
            code: 'custom',
            path: ['confirmPassword'],
            message: 'in_confirmation_correct',
            input: values,
          });
      }),
    );
}

export type RegisterValues = Record<(typeof PROFILE_FIELDS)[number], string> & {
  username: string;
  password: string;
  confirmPassword: string;
  countryDialingCode: string;
  mobileNum: string;
  verificationCode: string;
  affiliateCode: string;
  captcha: string;
  agree: boolean;
};

export const EMPTY_REGISTER_VALUES: RegisterValues = {
  ...(Object.fromEntries(PROFILE_FIELDS.map((field) => [field, ''])) as Record<
    (typeof PROFILE_FIELDS)[number],
    string
  >),
  username: '',
  password: '',
  confirmPassword: '',
  countryDialingCode: '63',
  mobileNum: '',
  verificationCode: '',
  affiliateCode: '',
  captcha: '',
  agree: true,
};
