import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

export function RememberMe({ registration }: { registration: UseFormRegisterReturn }) {
  const { t } = useTranslation('account');
  return (
    <label className="check">
      <input type="checkbox" {...registration} />
      {t('login.remember')}
    </label>
  );
}
