import type { HouseGame } from '../fairness/house-games';
import type { Verification } from '../fairness/verify-draw';
import { useT } from '../shared/i18n/i18n';
import type { MessageKey } from '../shared/i18n/messages';

const RESULT_CAPTION: Record<HouseGame, MessageKey> = {
  colour: 'verify.caption.colour',
  dice: 'verify.caption.dice',
  digits5: 'verify.caption.digits5',
  race10: 'verify.caption.race10',
};

/** Match or mismatch first, in words and colour, then the numbers and both hashes to compare by eye. */
export function DrawOutcome({
  game,
  commitment,
  verification,
}: {
  game: HouseGame;
  commitment: string;
  verification: Extract<Verification, { outcome: 'match' | 'mismatch' }>;
}) {
  const t = useT();
  const match = verification.outcome === 'match';
  return (
    <section className={`outcome card outcome--${verification.outcome}`} aria-labelledby="outcome-title">
      <h2 id="outcome-title" className="outcome__title">
        <span className="outcome__mark" aria-hidden="true">
          {match ? '✓' : '✕'}
        </span>
        {match ? t('verify.match') : t('verify.mismatch')}
      </h2>
      <p className="outcome__detail">{match ? t('verify.matchDetail') : t('verify.mismatchDetail')}</p>
      <h3 className="outcome__label">{t('verify.result')}</h3>
      <p className="outcome__caption">{t(RESULT_CAPTION[game])}</p>
      <ol className={`numbers numbers--${game}`} aria-label={t('verify.result')}>
        {verification.numbers.map((number, index) => (
          <li key={index} className="numbers__ball">
            {number}
          </li>
        ))}
      </ol>
      <dl className="outcome__hashes">
        <dt>{t('verify.commitment')}</dt>
        <dd className="mono">{commitment.trim().toLowerCase()}</dd>
        <dt>{t('verify.computedCommitment')}</dt>
        <dd className="mono">{verification.computedCommitment}</dd>
      </dl>
    </section>
  );
}
