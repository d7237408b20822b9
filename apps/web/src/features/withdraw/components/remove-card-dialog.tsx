import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { BankCard } from '@palaro/contract/withdrawals';
import { moneyErrorText } from '../../../shared/lib/money/money-error-text';
import { PromptDialog } from '../../../shared/ui/dialogs';
import { showToast } from '../../../shared/ui/toast/toast-store';
import { removeBankCard } from '../api/remove-bank-card';

/** Asks before a card goes; withdrawals already made to it keep their own copy. */
export function RemoveCardDialog({ card, onClose }: { card: BankCard | null; onClose: () => void }) {
  const { t } = useTranslation('money');
  const queryClient = useQueryClient();
  const confirm = async () => {
    if (!card) return;
    onClose();
    try {
      await removeBankCard(card.id);
      showToast(t('card.removed'), { tone: 'success' });
    } catch (error) {
      showToast(moneyErrorText(t, error), { tone: 'error' });
    }
    await queryClient.invalidateQueries({ queryKey: ['withdraw', 'info'] });
  };
  return (
    <PromptDialog
      open={card !== null}
      title={t('card.removeTitle')}
      message={card ? t('card.removeText', { card: `${card.bankName} ${card.accountNumberMasked}` }) : ''}
      confirmLabel={t('card.remove')}
      onConfirm={() => void confirm()}
      onCancel={onClose}
    />
  );
}
