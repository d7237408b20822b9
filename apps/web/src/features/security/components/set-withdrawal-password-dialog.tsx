import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../shared/ui/modal/modal';
import { SetPaymentPasswordForm } from '../../../shared/ui/money/set-payment-password-form';

type Props = { open: boolean; onClose: () => void; onDone: () => Promise<unknown> };

/** The first withdrawal password, set from the security centre with the withdraw screen's own form. */
export function SetWithdrawalPasswordDialog({ open, onClose, onDone }: Props) {
  const { t } = useTranslation(['money', 'common']);
  const titleId = useId();
  return (
    <Modal open={open} onClose={onClose} labelledBy={titleId} placement="bottom">
      <div className="sheet">
        <div>
          <h2 id={titleId} className="sheet__title">
            {t('password.setTitle')}
          </h2>
          <p className="money-card__note">{t('password.setText')}</p>
        </div>
        <SetPaymentPasswordForm
          labelledBy={titleId}
          onDone={async () => {
            await onDone();
            onClose();
          }}
        >
          <button type="button" className="button button--ghost" onClick={onClose}>
            {t('common:common.cancel')}
          </button>
        </SetPaymentPasswordForm>
      </div>
    </Modal>
  );
}
