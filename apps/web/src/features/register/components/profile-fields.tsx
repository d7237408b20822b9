import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import type { RuleSet } from '@palaro/contract/account-rules';
import { useTranslation } from 'react-i18next';
import { PasswordField } from '../../../shared/ui/form/password-field';
import { TextField } from '../../../shared/ui/form/text-field';
import type { ProfileField } from '../lib/register-fields';
import type { RegisterValues } from '../lib/register-schema';

const INPUT_MODE: Partial<Record<ProfileField, 'email' | 'numeric' | 'tel'>> = {
  email: 'email',
  qqNum: 'numeric',
  whatsapp: 'tel',
  zalo: 'tel',
};

type Props = {
  fields: ProfileField[];
  rules: RuleSet | undefined;
  register: UseFormRegister<RegisterValues>;
  errors: FieldErrors<RegisterValues>;
};

/** The profile fields the rule set switched on; those it does not require say they are optional (SPEC 5). */
export function ProfileFields({ fields, rules, register, errors }: Props) {
  const { t } = useTranslation('account');
  return fields.map((field) =>
    field === 'paymentPassword' ? (
      <PasswordField
        key={field}
        label={t(`form.${field}`)}
        registration={register(field)}
        errorKey={errors[field]?.message}
        inputMode="numeric"
        autoComplete="off"
        optional={rules?.[field].required !== true}
      />
    ) : (
      <TextField
        key={field}
        label={t(`form.${field}`)}
        registration={register(field)}
        errorKey={errors[field]?.message}
        inputMode={INPUT_MODE[field]}
        optional={rules?.[field].required !== true}
      />
    ),
  );
}
