import { useTranslation } from 'react-i18next';
import type { PaymentMethod } from '@palaro/contract/payments';
import { formatMoney } from '../../../shared/lib/money/format-money';

type Props = {
  methods: PaymentMethod[];
  selected: string;
  currency: string;
  symbol: string;
  onSelect: (id: string) => void;
};

/** The merchant's payment methods as large tiles: logo, name and the method's range. */
export function MethodPicker({ methods, selected, currency, symbol, onSelect }: Props) {
  const { t } = useTranslation('money');
  return (
    <fieldset className="money-step">
      <legend className="money-step__label">{t('deposit.method')}</legend>
      <div className="method-list">
        {methods.map((method) => (
          <label key={method.id} className="method-tile">
            <input
              type="radio"
              name="deposit-method"
              value={method.id}
              checked={method.id === selected}
              onChange={() => onSelect(method.id)}
            />
            <img className="method-tile__logo" src={method.logo} alt="" width="44" height="44" />
            <span className="method-tile__name">{method.name}</span>
            <span className="method-tile__range">{formatMoney(method.minAmount, currency, symbol)}+</span>
            {method.type !== 'manual' && (
              <span className="method-tile__tag" aria-hidden="true">
                {t('deposit.instant')}
              </span>
            )}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
