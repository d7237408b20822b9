import { useState } from 'react';
import { useI18n } from '../../shared/i18n/i18n';
import { formatMoney } from '../../shared/lib/money';
import { AutoIcon, MinusIcon, PlusIcon } from '../../shared/ui/icons';

export const AUTOPLAY_CHOICES = [10, 25, 50, 100] as const;

type StepperProps = {
  label: string;
  value: string;
  onDown: () => void;
  onUp: () => void;
  downDisabled: boolean;
  upDisabled: boolean;
};

function Stepper({ label, value, onDown, onUp, downDisabled, upDisabled }: StepperProps) {
  const { t } = useI18n();
  return (
    <div className="stepper" role="group" aria-label={label}>
      <span className="stepper__label">{label}</span>
      <div className="stepper__row">
        <button
          type="button"
          className="stepper__button"
          aria-label={t('slot.less', { what: label })}
          onClick={onDown}
          disabled={downDisabled}
        >
          <MinusIcon width={16} height={16} />
        </button>
        <output className="stepper__value" aria-live="polite">
          {value}
        </output>
        <button
          type="button"
          className="stepper__button"
          aria-label={t('slot.more', { what: label })}
          onClick={onUp}
          disabled={upDisabled}
        >
          <PlusIcon width={16} height={16} />
        </button>
      </div>
    </div>
  );
}

type Props = {
  lineChoices: number[];
  coinValues: bigint[];
  lines: number;
  coinValue: bigint;
  onLines: (lines: number) => void;
  onCoin: (coin: bigint) => void;
  currency: string;
  locked: boolean;
  spinning: boolean;
  onSpin: () => void;
  autoLeft: number;
  onAuto: (rounds: number) => void;
  onStopAuto: () => void;
};

/** Lines, coin value (the bet level), spin and autoplay. */
export function SlotControls(props: Props) {
  const { t } = useI18n();
  const { lineChoices, coinValues, lines, coinValue, currency, locked } = props;
  const [choosing, setChoosing] = useState(false);
  const lineIndex = lineChoices.indexOf(lines);
  const coinIndex = coinValues.indexOf(coinValue);
  const auto = props.autoLeft > 0;
  return (
    <div className="slot-controls">
      <Stepper
        label={t('slot.lines')}
        value={String(lines)}
        onDown={() => props.onLines(lineChoices[lineIndex - 1] ?? lines)}
        onUp={() => props.onLines(lineChoices[lineIndex + 1] ?? lines)}
        downDisabled={locked || lineIndex <= 0}
        upDisabled={locked || lineIndex >= lineChoices.length - 1}
      />
      <div className="spin-cluster">
        <button
          type="button"
          className={`spin-button${props.spinning ? ' spin-button--spinning' : ''}`}
          onClick={props.onSpin}
          disabled={locked || auto}
          aria-label={t('slot.spin')}
        >
          <span className="spin-button__ring" aria-hidden="true" />
          <span className="spin-button__text">{t('slot.spin')}</span>
        </button>
        <button
          type="button"
          className={`auto-button${auto ? ' auto-button--on' : ''}`}
          aria-label={auto ? t('slot.stopAuto', { count: props.autoLeft }) : t('slot.autoplay')}
          aria-expanded={auto ? undefined : choosing}
          onClick={() => (auto ? props.onStopAuto() : setChoosing((open) => !open))}
          disabled={!auto && locked}
        >
          <AutoIcon width={14} height={14} />
          <span>{auto ? props.autoLeft : t('slot.auto')}</span>
        </button>
        {choosing && !auto ? (
          <div className="auto-menu" role="menu" aria-label={t('slot.autoplay')}>
            {AUTOPLAY_CHOICES.map((count) => (
              <button
                key={count}
                type="button"
                role="menuitem"
                onClick={() => {
                  setChoosing(false);
                  props.onAuto(count);
                }}
              >
                {t('slot.autoRounds', { count })}
              </button>
            ))}
          </div>
        ) : null}
      </div>
      <Stepper
        label={t('slot.coin')}
        value={formatMoney(coinValue, currency)}
        onDown={() => props.onCoin(coinValues[coinIndex - 1] ?? coinValue)}
        onUp={() => props.onCoin(coinValues[coinIndex + 1] ?? coinValue)}
        downDisabled={locked || coinIndex <= 0}
        upDisabled={locked || coinIndex >= coinValues.length - 1}
      />
    </div>
  );
}
