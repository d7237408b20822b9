import type { UseFormRegisterReturn } from 'react-hook-form';
import type { FieldRule } from '@palaro/contract/account-rules';
import { PasswordField } from './password-field';

type Props = { label: string; registration: UseFormRegisterReturn; errorKey?: string; rule: FieldRule; hint?: string };

/** A withdrawal password box: a numeric keypad on phones when the rule is digits only, never remembered by the browser. */
export function PaymentPasswordField({ label, registration, errorKey, rule, hint }: Props) {
  const digitsOnly = rule.pattern === '^\\d+$';
  return (
    <PasswordField
      label={label}
      registration={registration}
      errorKey={errorKey}
      hint={hint}
      autoComplete="new-password"
      inputMode={digitsOnly ? 'numeric' : undefined}
      maxLength={rule.maxLength}
    />
  );
}
