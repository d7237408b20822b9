import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { BankCard, Withdrawal, WithdrawInfo } from '@palaro/contract/withdrawals';
import { paths } from '../../../shared/config/paths';
import { amountToWire, type AmountLimits } from '../../../shared/lib/money/amount-check';
import { minorToInput } from '../../../shared/lib/money/format-money';
import { invalidateMoney } from '../../../shared/lib/money/invalidate-money';
import { moneyErrorText } from '../../../shared/lib/money/money-error-text';
import { useRequestId } from '../../../shared/lib/money/request-id';
import { useRecheckOnLanguage } from '../../../shared/lib/use-recheck-on-language';
import { PasswordField } from '../../../shared/ui/form/password-field';
import { AmountField } from '../../../shared/ui/money/amount-field';
import { ResetPaymentPasswordDialog } from '../../../shared/ui/money/reset-payment-password-dialog';
import { Spinner } from '../../../shared/ui/spinner';
import { showToast } from '../../../shared/ui/toast/toast-store';
import { requestWithdrawal } from '../api/request-withdrawal';
import { makeWithdrawSchema, type WithdrawValues } from '../lib/withdraw-schema';
import { AddCardDialog } from './add-card-dialog';
import { CardChoices } from './card-choices';
import { RemoveCardDialog } from './remove-card-dialog';

type Props = { info: WithdrawInfo; onRequested: (withdrawal: Withdrawal) => void };

/** A withdrawal to one of the player's cards, within the limits and the withdrawable balance, with the withdrawal password. */
export function WithdrawForm({ info, onRequested }: Props) {
  const { t } = useTranslation('money');
  const queryClient = useQueryClient();
  const { currency, currencySymbol: symbol, cards, maxCards } = info;
  const limits: AmountLimits = useMemo(
    () => ({
      currency,
      min: BigInt(info.minAmount),
      max: BigInt(info.maxAmount),
      available: BigInt(info.withdrawable),
    }),
    [currency, info.minAmount, info.maxAmount, info.withdrawable],
  );
  const schema = useMemo(() => makeWithdrawSchema(limits), [limits]);
  const form = useForm<WithdrawValues>({
    resolver: zodResolver(schema) as never,
    defaultValues: { amount: '', bankCardId: cards[0]?.id ?? '', paymentPassword: '' },
  });
  useRecheckOnLanguage(form);
  const { errors, isSubmitting } = form.formState;
  const requestId = useRequestId();
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<BankCard | null>(null);
  const [resetting, setResetting] = useState(false);
  const dailyUsed = info.dailyCount >= info.dailyLimit;

  const fillAll = () => {
    const all = limits.available !== undefined && limits.available < limits.max ? limits.available : limits.max;
    form.setValue('amount', minorToInput(all, currency), { shouldValidate: true });
  };

  const onSubmit = form.handleSubmit(async (values) => {
    const order = { amount: amountToWire(values.amount, currency), bankCardId: values.bankCardId };
    try {
      const result = await requestWithdrawal({
        requestId: requestId.idFor(order),
        ...order,
        paymentPassword: values.paymentPassword,
      });
      requestId.settle();
      form.reset({ amount: '', bankCardId: values.bankCardId, paymentPassword: '' });
      // the amount is held now: every balance on screen and the history change
      await Promise.all([invalidateMoney(queryClient), queryClient.invalidateQueries({ queryKey: ['withdraw'] })]);
      onRequested(result.withdrawal);
    } catch (error) {
      form.setValue('paymentPassword', '');
      showToast(moneyErrorText(t, error), { tone: 'error' });
    }
  });

  return (
    <section className="money-card" aria-label={t('withdraw.tab')}>
      <form
        className="money-form"
        noValidate
        aria-label={t('withdraw.form')}
        onSubmit={(event) => void onSubmit(event)}
      >
        <fieldset className="money-step">
          <legend className="money-step__label">{t('withdraw.to')}</legend>
          <div className="money-card__head">
            <span className="money-card__note">
              {t('card.count', { used: String(cards.length), max: String(maxCards) })}
            </span>
            {cards.length < maxCards && (
              <button type="button" className="button button--ghost button--small" onClick={() => setAdding(true)}>
                {t('card.add')}
              </button>
            )}
          </div>
          {cards.length === 0 ? (
            <p className="money-card__note">{t('card.none')}</p>
          ) : (
            <CardChoices cards={cards} registration={form.register('bankCardId')} onRemove={setRemoving} />
          )}
          {cards.length >= maxCards && (
            <p className="money-card__note">{t('card.limitReached', { max: String(maxCards) })}</p>
          )}
          {errors.bankCardId?.message && cards.length > 0 && (
            <p className="field__error">{t(errors.bankCardId.message)}</p>
          )}
        </fieldset>
        <AmountField
          label={t('amount.label')}
          registration={form.register('amount')}
          limits={limits}
          symbol={symbol}
          errorKey={errors.amount?.message}
          addon={
            <button type="button" className="field__addon" onClick={fillAll}>
              {t('amount.all')}
            </button>
          }
        />
        <div className="money-step">
          <PasswordField
            label={t('password.field')}
            registration={form.register('paymentPassword')}
            errorKey={errors.paymentPassword?.message}
            autoComplete="off"
            inputMode="numeric"
          />
          <button type="button" className="link-button money-forgot" onClick={() => setResetting(true)}>
            {t('password.forgot')}
          </button>
        </div>
        {dailyUsed && <p className="field__error">{t('withdraw.dailyUsed', { limit: String(info.dailyLimit) })}</p>}
        <button
          type="submit"
          className="button button--primary"
          disabled={isSubmitting || cards.length === 0 || dailyUsed}
          aria-busy={isSubmitting}
        >
          {isSubmitting ? <Spinner /> : t('withdraw.submit')}
        </button>
      </form>
      <AddCardDialog
        open={adding}
        knownIds={cards.map((card) => card.id)}
        onClose={() => setAdding(false)}
        onAdded={(id) => id && form.setValue('bankCardId', id)}
      />
      <RemoveCardDialog card={removing} onClose={() => setRemoving(null)} />
      <ResetPaymentPasswordDialog
        open={resetting}
        onClose={() => setResetting(false)}
        questionsHref={paths.memberSecurity.getHref('questions')}
      />
    </section>
  );
}
