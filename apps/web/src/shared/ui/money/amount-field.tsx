import { useId, type ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formatMoney, formatMoneyShort } from '../../lib/money/format-money';
import type { AmountLimits } from '../../lib/money/amount-check';
import './money.css';

type Props = {
  label: string;
  registration: UseFormRegisterReturn;
  limits: AmountLimits;
  symbol: string;
  /** i18n key of the failed check (AMOUNT_PROBLEMS). */
  errorKey?: string;
  /** Quick picks in minor units. */
  presets?: readonly string[];
  onPreset?: (minor: string) => void;
  /** A control beside the box, e.g. "All". */
  addon?: ReactNode;
  /** Replaces the limits line, e.g. "Available ₱120.00" where only the balance bounds the amount. */
  hint?: string;
};

/** An amount typed in major units, with its limits in view; checks and conversion to minor units live in amount-check. */
export function AmountField({
  label,
  registration,
  limits,
  symbol,
  errorKey,
  presets,
  onPreset,
  addon,
  hint: hintText,
}: Props) {
  const { t } = useTranslation('money');
  const id = useId();
  const money = (minor: bigint | string) => formatMoney(minor, limits.currency, symbol);
  const values = {
    min: money(limits.min),
    max: money(limits.max),
    available: limits.available === undefined ? '' : money(limits.available),
  };
  const hint =
    hintText ?? (limits.available === undefined ? t('amount.limits', values) : t('amount.limitsAvailable', values));
  return (
    <div className={errorKey ? 'field amount-field field--invalid' : 'field amount-field'}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <div className="field__row">
        <div className="amount-field__box">
          <span className="amount-field__symbol" aria-hidden="true">
            {symbol}
          </span>
          <input
            id={id}
            className="field__input amount-field__input"
            inputMode="decimal"
            autoComplete="off"
            placeholder="0.00"
            aria-invalid={errorKey ? true : undefined}
            aria-describedby={`${id}-hint${errorKey ? ` ${id}-error` : ''}`}
            {...registration}
          />
        </div>
        {addon}
      </div>
      {presets && presets.length > 0 && onPreset && (
        <div className="amount-presets" role="group" aria-label={t('amount.presets')}>
          {presets.map((preset) => (
            <button key={preset} type="button" className="amount-presets__chip" onClick={() => onPreset(preset)}>
              {formatMoneyShort(preset, limits.currency, symbol)}
            </button>
          ))}
        </div>
      )}
      <p id={`${id}-hint`} className="field__hint">
        {hint}
      </p>
      {errorKey && (
        <p id={`${id}-error`} className="field__error">
          {t(errorKey, values)}
        </p>
      )}
    </div>
  );
}
