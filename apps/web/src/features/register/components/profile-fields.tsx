import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PasswordField } from '../../../shared/ui/form/password-field';
import { TextField } from '../../../shared/ui/form/text-field';
import type { ProfileField } from '../lib/register-fields';
import type { RegisterValues } from '../lib/register-schema';

const INPUT_MODE: Partial<Record<ProfileField, 'email' | 'numeric' | 'tel'>> = { email: 'email', qqNum: 'numeric', whatsapp: 'tel', zalo: 'tel' };

/** The optional fields the rule set switched on. */
export function ProfileFields({ fields, register, errors }: { fields: ProfileField[]; register: UseFormRegister<RegisterValues>; errors: FieldErrors<RegisterValues> }) {
  const { t } = useTranslation('account');
  return fields.map((field) =>
    field === 'paymentPassword' ? (
      <PasswordField key={field} label={t(`form.${field}`)} registration={register(field)} errorKey={errors[field]?.message} inputMode="numeric" autoComplete="off" />
    ) : (
      <TextField key={field} label={t(`form.${field}`)} registration={register(field)} errorKey={errors[field]?.message} inputMode={INPUT_MODE[field]} />
    ),
  );
}
