import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Deposit, PaymentMethod } from '@palaro/contract/payments';
import { GatewayDepositForm } from './gateway-deposit-form';
import { ManualDepositForm } from './manual-deposit-form';
import { MethodPicker } from './method-picker';

type Props = { methods: PaymentMethod[]; currency: string; symbol: string; onSubmitted: (deposit: Deposit) => void };

/** The method tiles and the chosen method's own form (a fresh form per method). */
export function DepositForm({ methods, currency, symbol, onSubmitted }: Props) {
  const { t } = useTranslation('money');
  const [methodId, setMethodId] = useState(methods[0]?.id ?? '');
  const method = methods.find((candidate) => candidate.id === methodId) ?? methods[0];
  if (!method) return null;
  return (
    <section className="money-card" aria-label={t('deposit.tab')}>
      <MethodPicker methods={methods} selected={method.id} currency={currency} symbol={symbol} onSelect={setMethodId} />
      {method.type === 'manual' ? (
        <ManualDepositForm
          key={method.id}
          method={method}
          currency={currency}
          symbol={symbol}
          onSubmitted={onSubmitted}
        />
      ) : (
        <GatewayDepositForm key={method.id} method={method} currency={currency} symbol={symbol} />
      )}
    </section>
  );
}
