import { useId, useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { MAIN_WALLET, type TransferVendors } from '@palaro/contract/transfers';
import { amountProblem, amountToWire, type AmountLimits } from '../../../shared/lib/money/amount-check';
import { formatMoney, minorToInput } from '../../../shared/lib/money/format-money';
import { invalidateMoney } from '../../../shared/lib/money/invalidate-money';
import { moneyErrorText } from '../../../shared/lib/money/money-error-text';
import { useRequestId } from '../../../shared/lib/money/request-id';
import { AmountField } from '../../../shared/ui/money/amount-field';
import { Spinner } from '../../../shared/ui/spinner';
import { showToast } from '../../../shared/ui/toast/toast-store';
import { transfer } from '../api/transfer';

type Props = { vendors: TransferVendors; currency: string; symbol: string };
type TransferValues = { from: string; to: string; amount: string };

/** Moves money between the main wallet and one game wallet; one side is always the main wallet. */
export function TransferForm({ vendors, currency, symbol }: Props) {
  const { t } = useTranslation('money');
  const fromId = useId();
  const toId = useId();
  const queryClient = useQueryClient();
  const requestId = useRequestId();
  const balances = useMemo(
    () =>
      new Map<string, string>([
        [MAIN_WALLET, vendors.main],
        ...vendors.vendors.map((vendor) => [vendor.vendor, vendor.amount] as [string, string]),
      ]),
    [vendors],
  );
  const names = new Map<string, string>([
    [MAIN_WALLET, t('wallet.main')],
    ...vendors.vendors.map((vendor) => [vendor.vendor, vendor.name] as [string, string]),
  ]);
  const firstVendor = vendors.vendors[0]?.vendor ?? '';
  const form = useForm<TransferValues>({ defaultValues: { from: MAIN_WALLET, to: firstVendor, amount: '' } });
  const from = useWatch({ control: form.control, name: 'from' });
  const available = BigInt(balances.get(from) ?? '0');
  // at least one minor unit, at most what the source wallet holds
  const limits: AmountLimits = { currency, min: 1n, max: available, available };
  const { errors, isSubmitting } = form.formState;
  const toOptions = from === MAIN_WALLET ? vendors.vendors.map((vendor) => vendor.vendor) : [MAIN_WALLET];

  const chooseFrom = (value: string) => {
    form.setValue('from', value);
    form.setValue('to', value === MAIN_WALLET ? firstVendor : MAIN_WALLET);
    if (form.getValues('amount')) void form.trigger('amount');
  };
  const swap = () => {
    const { from: oldFrom, to: oldTo } = form.getValues();
    form.setValue('from', oldTo);
    form.setValue('to', oldFrom);
    if (form.getValues('amount')) void form.trigger('amount');
  };

  const onSubmit = form.handleSubmit(async (values) => {
    const body = { from: values.from, to: values.to, amount: amountToWire(values.amount, currency) };
    try {
      await transfer({ requestId: requestId.idFor(body), ...body });
      requestId.settle();
      form.setValue('amount', '');
      showToast(
        t('transfer.done', { amount: formatMoney(body.amount, currency, symbol), to: names.get(body.to) ?? body.to }),
        { tone: 'success' },
      );
      await invalidateMoney(queryClient);
    } catch (error) {
      showToast(moneyErrorText(t, error), { tone: 'error' });
    }
  });

  if (vendors.vendors.length === 0) return null;
  return (
    <section className="money-card" aria-labelledby="transfer-title">
      <h2 id="transfer-title" className="money-card__title">
        {t('transfer.title')}
      </h2>
      <form
        className="money-form"
        noValidate
        aria-labelledby="transfer-title"
        onSubmit={(event) => void onSubmit(event)}
      >
        <div className="transfer-route">
          <div className="field">
            <label className="field__label" htmlFor={fromId}>
              {t('transfer.from')}
            </label>
            <select
              id={fromId}
              className="field__input field__select--full"
              value={from}
              onChange={(event) => chooseFrom(event.target.value)}
            >
              {[...balances.keys()].map((id) => (
                <option key={id} value={id}>
                  {names.get(id)}
                </option>
              ))}
            </select>
          </div>
          <button type="button" className="transfer-route__swap" aria-label={t('transfer.swap')} onClick={swap}>
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className="icon">
              <path d="M7 4v16M3.5 16.5L7 20l3.5-3.5M17 20V4M13.5 7.5L17 4l3.5 3.5" />
            </svg>
          </button>
          <div className="field">
            <label className="field__label" htmlFor={toId}>
              {t('transfer.to')}
            </label>
            <select id={toId} className="field__input field__select--full" {...form.register('to')}>
              {toOptions.map((id) => (
                <option key={id} value={id}>
                  {names.get(id)}
                </option>
              ))}
            </select>
          </div>
        </div>
        <AmountField
          label={t('amount.label')}
          registration={form.register('amount', { validate: (value) => amountProblem(value, limits) ?? true })}
          limits={limits}
          symbol={symbol}
          errorKey={errors.amount?.message}
          hint={t('transfer.available', { amount: formatMoney(available, currency, symbol) })}
          addon={
            <button
              type="button"
              className="field__addon"
              onClick={() => form.setValue('amount', minorToInput(available, currency), { shouldValidate: true })}
            >
              {t('amount.all')}
            </button>
          }
        />
        <button type="submit" className="button button--primary" disabled={isSubmitting} aria-busy={isSubmitting}>
          {isSubmitting ? <Spinner /> : t('transfer.submit')}
        </button>
      </form>
    </section>
  );
}
