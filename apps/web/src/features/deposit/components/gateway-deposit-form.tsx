import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import * as z from 'zod/mini';
import { useTranslation } from 'react-i18next';
import type { PaymentMethod } from '@palaro/contract/payments';
import { amountString, amountToWire, type AmountLimits } from '../../../shared/lib/money/amount-check';
import { minorToInput } from '../../../shared/lib/money/format-money';
import { moneyErrorText } from '../../../shared/lib/money/money-error-text';
import { useRequestId } from '../../../shared/lib/money/request-id';
import { useRecheckOnLanguage } from '../../../shared/lib/use-recheck-on-language';
import { AmountField } from '../../../shared/ui/money/amount-field';
import { Spinner } from '../../../shared/ui/spinner';
import { showToast } from '../../../shared/ui/toast/toast-store';
import { createGatewayDeposit } from '../api/create-gateway-deposit';
import { openPaymentPage } from '../lib/open-payment-page';

type Props = { method: PaymentMethod; currency: string; symbol: string };

/** A gateway or e-wallet deposit: the amount here, the payment itself on the gateway's own page. */
export function GatewayDepositForm({ method, currency, symbol }: Props) {
  const { t } = useTranslation('money');
  const limits: AmountLimits = useMemo(
    () => ({ currency, min: BigInt(method.minAmount), max: BigInt(method.maxAmount) }),
    [currency, method],
  );
  const schema = useMemo(() => z.object({ amount: amountString(limits) }), [limits]);
  const form = useForm<{ amount: string }>({ resolver: zodResolver(schema) as never, defaultValues: { amount: '' } });
  useRecheckOnLanguage(form);
  const { errors, isSubmitting, isSubmitSuccessful } = form.formState;
  const requestId = useRequestId();

  const onSubmit = form.handleSubmit(async ({ amount }) => {
    const body = { methodId: method.id, amount: amountToWire(amount, currency) };
    try {
      const payment = await createGatewayDeposit({ requestId: requestId.idFor(body), ...body });
      requestId.settle();
      openPaymentPage(payment.payUrl);
    } catch (error) {
      showToast(moneyErrorText(t, error), { tone: 'error' });
      throw error;
    }
  });
  const leaving = isSubmitting || isSubmitSuccessful;

  return (
    <form
      className="money-form"
      noValidate
      aria-label={t('deposit.gatewayForm')}
      onSubmit={(event) => void onSubmit(event).catch(() => undefined)}
    >
      <AmountField
        label={t('amount.label')}
        registration={form.register('amount')}
        limits={limits}
        symbol={symbol}
        errorKey={errors.amount?.message}
        presets={method.presets}
        onPreset={(minor) => form.setValue('amount', minorToInput(minor, currency), { shouldValidate: true })}
      />
      <p className="money-card__note">
        {t(method.type === 'ewallet' ? 'deposit.ewalletNote' : 'deposit.gatewayNote', { name: method.name })}
      </p>
      <button type="submit" className="button button--primary" disabled={leaving} aria-busy={leaving}>
        {leaving ? <Spinner /> : t('deposit.continueToPay')}
      </button>
    </form>
  );
}
