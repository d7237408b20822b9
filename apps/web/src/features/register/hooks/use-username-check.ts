import { useCallback } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { FieldRule } from '@palaro/contract/account-rules';
import { passesRule } from '@palaro/contract/rule-check';
import { mandatory } from '../../../shared/lib/forms/rule-schema';
import { isUsernameAvailable } from '../api/check-username';
import type { RegisterValues } from '../lib/register-schema';

const TAKEN = 'username_taken';

/** When the user name field is left: a name that fits its rule but is taken says so at once, under the field. */
export function useUsernameCheck(form: UseFormReturn<RegisterValues>, rule: FieldRule | undefined) {
  return useCallback(async () => {
    const name = form.getValues('username').trim();
    const checked = mandatory(rule);
    if (checked ? !passesRule(checked, name) : name === '') return;
    const available = await isUsernameAvailable(name);
    // the player may have typed on meanwhile; only the answer for what is there now counts
    if (available === null || form.getValues('username').trim() !== name) return;
    if (!available) form.setError('username', { message: TAKEN });
    else if (form.getFieldState('username').error?.message === TAKEN) form.clearErrors('username');
  }, [form, rule]);
}
