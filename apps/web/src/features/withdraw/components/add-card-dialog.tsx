import { useId, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useMemberInfo } from '../../../shared/api/get-member-info';
import { useRegisterSettings } from '../../../shared/api/get-register-settings';
import { moneyErrorText } from '../../../shared/lib/money/money-error-text';
import { useRecheckOnLanguage } from '../../../shared/lib/use-recheck-on-language';
import { TextField } from '../../../shared/ui/form/text-field';
import { Modal } from '../../../shared/ui/modal/modal';
import { Spinner } from '../../../shared/ui/spinner';
import { showToast } from '../../../shared/ui/toast/toast-store';
import { addBankCard } from '../api/add-bank-card';
import { useWithdrawBanks } from '../api/get-withdraw-banks';
import { accountDigits, makeBankCardSchema, type BankCardValues } from '../lib/bank-card-schema';

type Props = {
  open: boolean;
  knownIds: readonly string[];
  onClose: () => void;
  onAdded: (cardId: string | undefined) => void;
};

/** A new payout card: the bank, the payee's name and the account number; the number is only ever shown masked after. */
export function AddCardDialog({ open, knownIds, onClose, onAdded }: Props) {
  const { t } = useTranslation('money');
  const titleId = useId();
  const bankId = useId();
  const queryClient = useQueryClient();
  const banks = useWithdrawBanks(open);
  const payeeRule = useRegisterSettings().data?.rules.payeeName;
  const payeeName = useMemberInfo().data?.payeeName ?? '';
  const schema = useMemo(() => makeBankCardSchema(payeeRule), [payeeRule]);
  const form = useForm<BankCardValues>({
    resolver: zodResolver(schema) as never,
    values: { bankCode: '', payeeName, accountNumber: '' },
  });
  useRecheckOnLanguage(form);
  const { errors, isSubmitting } = form.formState;

  const close = () => {
    form.reset();
    onClose();
  };

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const result = await addBankCard({
        bankCode: values.bankCode,
        payeeName: values.payeeName.trim(),
        accountNumber: accountDigits(values.accountNumber),
      });
      await queryClient.invalidateQueries({ queryKey: ['withdraw', 'info'] });
      showToast(t('card.added'), { tone: 'success' });
      onAdded(result.cards.find((card) => !knownIds.includes(card.id))?.id);
      close();
    } catch (error) {
      showToast(moneyErrorText(t, error), { tone: 'error' });
    }
  });

  return (
    <Modal open={open} onClose={close} labelledBy={titleId} placement="bottom">
      <form
        className="sheet money-form"
        noValidate
        aria-labelledby={titleId}
        onSubmit={(event) => void onSubmit(event)}
      >
        <h2 id={titleId} className="sheet__title">
          {t('card.addTitle')}
        </h2>
        <div className={errors.bankCode ? 'field field--invalid' : 'field'}>
          <label className="field__label" htmlFor={bankId}>
            {t('card.bank')}
          </label>
          <div className="field__row">
            <select
              id={bankId}
              className="field__input field__select--full"
              aria-invalid={errors.bankCode ? true : undefined}
              {...form.register('bankCode')}
            >
              <option value="">{banks.isPending ? t('card.banksLoading') : t('card.chooseBank')}</option>
              {banks.data?.map((bank) => (
                <option key={bank.bankCode} value={bank.bankCode}>
                  {bank.bankName}
                </option>
              ))}
            </select>
          </div>
          {errors.bankCode?.message && <p className="field__error">{t(errors.bankCode.message)}</p>}
        </div>
        <TextField
          label={t('card.payee')}
          hint={t('card.payeeHint')}
          registration={form.register('payeeName')}
          errorKey={errors.payeeName?.message}
          autoComplete="name"
          maxLength={64}
        />
        <TextField
          label={t('card.number')}
          registration={form.register('accountNumber')}
          errorKey={errors.accountNumber?.message}
          inputMode="numeric"
          autoComplete="off"
          maxLength={32}
        />
        <div className="result-card__actions">
          <button type="button" className="button button--ghost" onClick={close}>
            {t('common:common.cancel')}
          </button>
          <button type="submit" className="button button--primary" disabled={isSubmitting} aria-busy={isSubmitting}>
            {isSubmitting ? <Spinner /> : t('card.addSubmit')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
