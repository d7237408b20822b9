import * as z from 'zod/mini';
import type { RuleSet } from '@palaro/contract/account-rules';
import { mandatory, ruleString, textString } from '../../../shared/lib/forms/rule-schema';

export type ForgetValues = {
  countryDialingCode: string;
  mobileNum: string;
  verificationCode: string;
  newPassword: string;
  confirmNewPassword: string;
  captcha: string;
};

/** Step one checks the number and code; step two the new password and its confirmation. */
export function makeForgetSchema(step: 'phone' | 'password', rules: RuleSet | undefined) {
  const phoneStep = step === 'phone';
  return z
    .object({
      countryDialingCode: z.string(),
      mobileNum: textString(mandatory(rules?.mobileNum), 'rule_mobile_num'),
      verificationCode: textString(mandatory(rules?.verificationCode), 'rule_verification_code'),
      newPassword: phoneStep ? z.string() : ruleString(mandatory(rules?.password), 'changePsw.newRequired'),
      confirmNewPassword: z.string(),
      // only the code request reads it (smsCaptcha)
      captcha: z.string(),
    })
    .check(
      z.superRefine((values, context) => {
        if (phoneStep) return;
        const confirm = values.confirmNewPassword.trim();
        if (confirm === '')
          context.addIssue({
            code: 'custom',
            path: ['confirmNewPassword'],
            message: 'changePsw.confirmRequired',
            input: values,
          });
        else if (confirm !== values.newPassword.trim())
          context.addIssue({
            code: 'custom',
            path: ['confirmNewPassword'],
            message: 'changePsw.mismatch',
            input: values,
          });
      }),
    );
}
