import { useTranslation } from 'react-i18next';
import { ORIGINALS_PATHS } from '@palaro/contract/originals-paths';
import type { VerifyRound } from '@palaro/contract/originals';
import { withQuery } from '../../../shared/config/paths';
import { currentLanguage } from '../../../shared/lib/i18n/i18n';

type Props = { proof: VerifyRound; gameCode: string };

/** The verify page with this round's seeds filled in, so the player can recompute it themselves. */
function verifyHref(proof: VerifyRound, gameCode: string): string | null {
  const { fairness, bet } = proof.round;
  if (!proof.revealed || !fairness) return null;
  return withQuery(ORIGINALS_PATHS.verifyPage, {
    game: gameCode,
    serverSeed: proof.revealed.serverSeed,
    serverSeedHash: fairness.serverSeedHash,
    clientSeed: fairness.clientSeed,
    nonce: fairness.nonce,
    bet: JSON.stringify(bet),
    language: currentLanguage(),
  });
}

/** A Palaro Original's fairness proof: the commitment, seeds and nonce, and once revealed the server's recomputation. */
export function FairnessProof({ proof, gameCode }: Props) {
  const { t } = useTranslation('money');
  const { fairness, totalWin } = proof.round;
  const check = proof.verification;
  const verified = check
    ? check.commitmentMatches !== false && check.outcomeMatches !== false && check.totalWin === totalWin
    : false;
  const href = verifyHref(proof, gameCode);
  return (
    <section className="money-card" aria-labelledby="round-fairness">
      <h2 id="round-fairness" className="money-card__title">
        {t('round.fairness.title')}
      </h2>
      <p className="money-card__note">{t('round.fairness.intro')}</p>
      {fairness ? (
        <dl className="round-facts">
          <div className="round-facts__wide">
            <dt>{t('round.fairness.commitment')}</dt>
            <dd className="round-facts__mono">{fairness.serverSeedHash}</dd>
          </div>
          {proof.revealed && (
            <div className="round-facts__wide">
              <dt>{t('round.fairness.serverSeed')}</dt>
              <dd className="round-facts__mono">{proof.revealed.serverSeed}</dd>
            </div>
          )}
          <div className="round-facts__wide">
            <dt>{t('round.fairness.clientSeed')}</dt>
            <dd className="round-facts__mono">{fairness.clientSeed}</dd>
          </div>
          <div>
            <dt>{t('round.fairness.nonce')}</dt>
            <dd>{fairness.nonce}</dd>
          </div>
        </dl>
      ) : (
        <p className="money-card__note">{t('round.fairness.notDrawn')}</p>
      )}
      {check ? (
        <p className={`round-verdict round-verdict--${verified ? 'ok' : 'bad'}`} role="status">
          {verified ? t('round.fairness.verified') : t('round.fairness.mismatch')}
        </p>
      ) : (
        fairness && <p className="round-verdict">{t('round.fairness.hidden')}</p>
      )}
      {href && (
        <a className="button button--ghost" href={href}>
          {t('round.fairness.checkYourself')}
        </a>
      )}
    </section>
  );
}
