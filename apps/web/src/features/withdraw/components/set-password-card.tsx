import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { SetPaymentPasswordForm } from '../../../shared/ui/money/set-payment-password-form';

/** Before the first withdrawal: the player sets a withdrawal password, asked again on every withdrawal. */
export function SetPasswordCard() {
  const { t } = useTranslation('money');
  const queryClient = useQueryClient();
  return (
    <section className="money-card" aria-labelledby="set-password-title">
      <div>
        <h2 id="set-password-title" className="money-card__title">
          {t('password.setTitle')}
        </h2>
        <p className="money-card__note">{t('password.setText')}</p>
      </div>
      <SetPaymentPasswordForm
        labelledBy="set-password-title"
        onDone={() => queryClient.invalidateQueries({ queryKey: ['withdraw', 'info'] })}
      />
    </section>
  );
}
