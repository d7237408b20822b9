import * as z from 'zod/mini';
import type { FieldRule } from '@palaro/contract/account-rules';
import { mandatory, ruleString } from '../../../shared/lib/forms/rule-schema';

export type ChangePasswordValues = { oldPassword: string; newPassword: string; confirmNewPassword: string };

/** SPEC 5 "Change password": confirmation given and equal, and the new one differs from the old one. */
export function makeChangePasswordSchema(oldShown: boolean, passwordRule: FieldRule | undefined) {
  return z
    .object({
      oldPassword: oldShown ? ruleString(undefined, 'changePsw.oldRequired') : z.string(),
      newPassword: ruleString(mandatory(passwordRule), 'changePsw.newRequired'),
      confirmNewPassword: ruleString(undefined, 'changePsw.confirmRequired'),
    })
    .check(
      z.superRefine((values, context) => {
        const next = values.newPassword.trim();
        const confirm = values.confirmNewPassword.trim();
        if (confirm && confirm !== next)
          context.addIssue({
            code: 'custom',
            path: ['confirmNewPassword'],
            message: 'changePsw.mismatch',
            input: values,
          });
        if (oldShown && next && next === values.oldPassword.trim())
          context.addIssue({ code: 'custom', path: ['newPassword'], message: 'changePsw.sameAsOld', input: values });
      }),
    );
}
