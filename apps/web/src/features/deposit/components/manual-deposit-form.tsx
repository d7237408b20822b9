import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Deposit, PaymentMethod } from '@palaro/contract/payments';
import { amountToWire, type AmountLimits } from '../../../shared/lib/money/amount-check';
import { minorToInput } from '../../../shared/lib/money/format-money';
import { moneyErrorText } from '../../../shared/lib/money/money-error-text';
import { useRequestId } from '../../../shared/lib/money/request-id';
import { useRecheckOnLanguage } from '../../../shared/lib/use-recheck-on-language';
import { TextField } from '../../../shared/ui/form/text-field';
import { AmountField } from '../../../shared/ui/money/amount-field';
import { Spinner } from '../../../shared/ui/spinner';
import { showToast } from '../../../shared/ui/toast/toast-store';
import { createManualDeposit } from '../api/create-manual-deposit';
import { makeManualDepositSchema, type ManualDepositValues } from '../lib/manual-deposit-schema';
import { BankAccountChoice } from './bank-account-choice';
import { ReceiptPicker, type Receipt } from './receipt-picker';

type Props = { method: PaymentMethod; currency: string; symbol: string; onSubmitted: (deposit: Deposit) => void };

/** A bank transfer the player already made: which account, how much, the bank's reference and an optional receipt. */
export function ManualDepositForm({ method, currency, symbol, onSubmitted }: Props) {
  const { t } = useTranslation('money');
  const queryClient = useQueryClient();
  const limits: AmountLimits = useMemo(
    () => ({ currency, min: BigInt(method.minAmount), max: BigInt(method.maxAmount) }),
    [currency, method],
  );
  const schema = useMemo(() => makeManualDepositSchema(limits), [limits]);
  const form = useForm<ManualDepositValues>({
    resolver: zodResolver(schema) as never,
    defaultValues: {
      bankAccountId: method.bankAccounts.length === 1 ? (method.bankAccounts[0]?.id ?? '') : '',
      amount: '',
      transferReference: '',
      payerName: '',
    },
  });
  useRecheckOnLanguage(form);
  const { errors, isSubmitting } = form.formState;
  const [receipt, setReceipt] = useState<Receipt | null>(null);
  const requestId = useRequestId();

  const onSubmit = form.handleSubmit(async (values) => {
    const body = {
      methodId: method.id,
      bankAccountId: values.bankAccountId,
      amount: amountToWire(values.amount, currency),
      transferReference: values.transferReference.trim(),
      ...(values.payerName.trim() ? { payerName: values.payerName.trim() } : {}),
      ...(receipt ? { receipt: receipt.dataUrl } : {}),
    };
    try {
      const deposit = await createManualDeposit({ requestId: requestId.idFor(body), ...body });
      requestId.settle();
      void queryClient.invalidateQueries({ queryKey: ['deposit', 'report'] });
      onSubmitted(deposit);
    } catch (error) {
      showToast(moneyErrorText(t, error), { tone: 'error' });
    }
  });

  return (
    <form
      className="money-form"
      noValidate
      aria-label={t('deposit.manualForm')}
      onSubmit={(event) => void onSubmit(event)}
    >
      <fieldset className="money-step" aria-describedby={errors.bankAccountId ? 'deposit-account-error' : undefined}>
        <legend className="money-step__label">{t('deposit.transferTo')}</legend>
        <ul className="choice-list">
          {method.bankAccounts.map((account) => (
            <BankAccountChoice key={account.id} account={account} registration={form.register('bankAccountId')} />
          ))}
        </ul>
        {errors.bankAccountId?.message && (
          <p id="deposit-account-error" className="field__error">
            {t(errors.bankAccountId.message)}
          </p>
        )}
      </fieldset>
      <AmountField
        label={t('amount.label')}
        registration={form.register('amount')}
        limits={limits}
        symbol={symbol}
        errorKey={errors.amount?.message}
        presets={method.presets}
        onPreset={(minor) => form.setValue('amount', minorToInput(minor, currency), { shouldValidate: true })}
      />
      <TextField
        label={t('deposit.reference')}
        hint={t('deposit.referenceHint')}
        registration={form.register('transferReference')}
        errorKey={errors.transferReference?.message}
        autoComplete="off"
        maxLength={64}
      />
      <TextField
        label={t('deposit.payerName')}
        registration={form.register('payerName')}
        errorKey={errors.payerName?.message}
        autoComplete="name"
        maxLength={64}
      />
      <ReceiptPicker value={receipt} onChange={setReceipt} />
      <button type="submit" className="button button--primary" disabled={isSubmitting} aria-busy={isSubmitting}>
        {isSubmitting ? <Spinner /> : t('deposit.submitManual')}
      </button>
    </form>
  );
}
