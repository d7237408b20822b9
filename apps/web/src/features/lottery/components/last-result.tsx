import { useTranslation } from 'react-i18next';
import type { LotteryResult } from '@palaro/contract/lottery-draws';

/** A finished draw's numbers as balls; the Vietnamese draw by its special prize, the number players look for first. */
export function LastResult({ result, drawNumber }: { result: LotteryResult; drawNumber: string }) {
  const { t } = useTranslation('games');
  const label = t('lottery.lastResult', { number: drawNumber });
  if (result.kind === 'prizes') {
    const special = result.tiers.find((tier) => tier.tier === 'special')?.numbers[0];
    return (
      <p className="lottery-card__result" aria-label={label}>
        <span className="lottery-card__result-label">{t('lottery.specialPrize')}</span>{' '}
        <span className="lottery-ball lottery-ball--wide">{special ?? '—'}</span>
      </p>
    );
  }
  return (
    <ol className="lottery-card__result" aria-label={label}>
      {result.numbers.map((number, index) => (
        <li key={index} className="lottery-ball">
          {number}
        </li>
      ))}
    </ol>
  );
}
