import type { LotteryBetTypeRules, LotteryRules } from '@palaro/contract/lottery-rules';
import { useId, useState } from 'react';
import { useT } from '../shared/i18n/i18n';
import { betTypeName, optionName } from './labels';
import {
  combinationsOf,
  EMPTY_PICK,
  parseStake,
  problemOf,
  quickPick,
  stakeProblem,
  toggleNumber,
  togglePosition,
  type Pick,
} from './slip-maths';
import type { Money } from './money';

export type SlipLine = {
  id: string;
  betType: LotteryBetTypeRules;
  pick: Pick;
  unitStake: bigint;
  combinations: number;
  amount: bigint;
};

const range = (min: number, max: number) => Array.from({ length: max - min + 1 }, (_, i) => min + i);

/** One bet built the way its type says: the type, the numbers, positions or option, the unit stake; then added. */
export function BetPicker({
  rules,
  money,
  disabled,
  onAdd,
}: {
  rules: LotteryRules;
  money: Money;
  disabled: boolean;
  onAdd: (line: SlipLine) => void;
}) {
  const t = useT();
  const ids = useId();
  const [code, setCode] = useState(rules.betTypes[0]?.code ?? '');
  const betType = rules.betTypes.find((type) => type.code === code) ?? rules.betTypes[0]!;
  const [pick, setPick] = useState<Pick>(EMPTY_PICK);
  const [stakeText, setStakeText] = useState(() => money.plain(BigInt(betType.minStake)));
  const [tried, setTried] = useState(false);

  const chooseType = (next: LotteryBetTypeRules) => {
    setCode(next.code);
    setPick(EMPTY_PICK);
    setStakeText(money.plain(BigInt(next.minStake)));
    setTried(false);
  };
  const unitStake = parseStake(stakeText, money.digits);
  const combinations = combinationsOf(betType, pick);
  const pickProblem = problemOf(betType, pick);
  const stakeIssue = stakeProblem(betType, unitStake);
  const amount = unitStake !== null && stakeIssue === null ? unitStake * BigInt(combinations) : null;
  const { numbers, positions, options } = betType.selection;

  const add = () => {
    setTried(true);
    if (pickProblem || stakeIssue || unitStake === null) return;
    onAdd({
      id: crypto.randomUUID(),
      betType,
      pick,
      unitStake,
      combinations,
      amount: unitStake * BigInt(combinations),
    });
    setPick(EMPTY_PICK);
    setTried(false);
  };

  const countText = numbers
    ? numbers.count.min === numbers.count.max
      ? t('picker.pickExactly', { count: numbers.count.min })
      : t('picker.pickBetween', { min: numbers.count.min, max: numbers.count.max })
    : '';

  return (
    <section className="card picker" aria-labelledby={`${ids}-title`}>
      <h2 id={`${ids}-title`} className="section-title">
        {t('picker.title')}
      </h2>
      <div className="chips" role="group" aria-label={t('picker.betType')}>
        {rules.betTypes.map((type) => (
          <button
            key={type.code}
            type="button"
            className="chip"
            aria-pressed={type.code === betType.code}
            onClick={() => chooseType(type)}
          >
            {betTypeName(rules.category, type, t)}
          </button>
        ))}
      </div>
      <p className="picker__odds">
        {t('picker.odds')}{' '}
        {Object.entries(betType.odds)
          .map(([level, odds]) => (Object.keys(betType.odds).length > 1 ? `${optionName(level, t)} ${odds}` : odds))
          .join(' · ')}
      </p>

      {positions && (
        <div className="picker__part">
          <p className="picker__label" id={`${ids}-positions`}>
            {t('picker.positions')}
          </p>
          <div className="grid" role="group" aria-labelledby={`${ids}-positions`}>
            {range(positions.min, positions.max).map((position) => (
              <button
                key={position}
                type="button"
                className="ball ball--square"
                aria-pressed={pick.positions.includes(position)}
                aria-label={t('picker.position', { position })}
                onClick={() => setPick(togglePosition(pick, position))}
              >
                {position}
              </button>
            ))}
          </div>
        </div>
      )}

      {numbers && (
        <div className="picker__part">
          <p className="picker__label" id={`${ids}-numbers`}>
            {t('picker.numbers')} <span className="muted">{countText}</span>
          </p>
          {numbers.distinct ? (
            <div className="grid" role="group" aria-labelledby={`${ids}-numbers`}>
              {range(numbers.min, numbers.max).map((value) => (
                <button
                  key={value}
                  type="button"
                  className="ball"
                  aria-pressed={pick.numbers.includes(value)}
                  onClick={() => setPick(toggleNumber(betType, pick, value))}
                >
                  {value}
                </button>
              ))}
            </div>
          ) : (
            <>
              <p className="picker__sequence" aria-live="polite">
                {pick.numbers.length > 0 ? pick.numbers.join(' ') : t('picker.none')}
              </p>
              <div className="grid" role="group" aria-labelledby={`${ids}-numbers`}>
                {range(numbers.min, numbers.max).map((value) => (
                  <button
                    key={value}
                    type="button"
                    className="ball"
                    aria-pressed={false}
                    onClick={() => setPick(toggleNumber(betType, pick, value))}
                  >
                    {value}
                  </button>
                ))}
              </div>
            </>
          )}
        </div>
      )}

      {options && (
        <div className="chips" role="group" aria-label={t('picker.option')}>
          {options.map((option) => (
            <button
              key={option}
              type="button"
              className={`chip chip--${option}`}
              aria-pressed={pick.option === option}
              onClick={() => setPick({ ...pick, option })}
            >
              {optionName(option, t)}
            </button>
          ))}
        </div>
      )}

      <div className="picker__actions">
        <button type="button" className="button" onClick={() => setPick(quickPick(betType))}>
          {t('picker.quickPick')}
        </button>
        <button type="button" className="button" onClick={() => setPick(EMPTY_PICK)}>
          {t('picker.clear')}
        </button>
      </div>

      <div className="field">
        <label htmlFor={`${ids}-stake`}>{t('picker.unitStake')}</label>
        <input
          id={`${ids}-stake`}
          inputMode="decimal"
          autoComplete="off"
          value={stakeText}
          aria-invalid={tried && stakeIssue !== null}
          aria-describedby={`${ids}-limits`}
          onChange={(event) => setStakeText(event.target.value)}
        />
        <p id={`${ids}-limits`} className={`field__hint${tried && stakeIssue ? ' field__hint--error' : ''}`}>
          {t('picker.limits', { min: money.show(betType.minStake), max: money.show(betType.maxStake) })}
        </p>
      </div>

      <p className="picker__sum" aria-live="polite">
        {t('picker.sum', {
          combinations,
          stake: unitStake === null ? '–' : money.show(unitStake),
          amount: amount === null ? '–' : money.show(amount),
        })}
      </p>
      {tried && (pickProblem || stakeIssue) && (
        <p className="form-error" role="alert">
          {pickProblem ? t(`picker.problem.${pickProblem}`) : t('picker.problem.stake')}
        </p>
      )}
      <button type="button" className="button button--primary button--wide" disabled={disabled} onClick={add}>
        {t('picker.add')}
      </button>
    </section>
  );
}
