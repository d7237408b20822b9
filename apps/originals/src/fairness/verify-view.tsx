import type { OriginalsRound, Recomputation, RevealedSeeds } from '@palaro/contract/originals';
import { RoundSummary } from '../shared/art/round-summary';
import { useI18n } from '../shared/i18n/i18n';
import { formatMoney } from '../shared/lib/money';
import { CopyValue } from '../shared/ui/copy-value';
import { CheckIcon, CrossIcon } from '../shared/ui/icons';
import { BrowserCommitmentCheck } from './browser-check';

function Check({ ok, text }: { ok: boolean; text: string }) {
  return (
    <li className={`check check--${ok ? 'ok' : 'bad'}`}>
      {ok ? <CheckIcon width={18} height={18} /> : <CrossIcon width={18} height={18} />}
      <span>{text}</span>
    </li>
  );
}

/** What a recomputation found, check by check, and the round it replayed. */
export function RecomputationView({
  recomputation,
  recorded,
  currency,
}: {
  recomputation: Recomputation;
  recorded?: OriginalsRound;
  currency: string;
}) {
  const { t } = useI18n();
  const allGood =
    recomputation.commitmentMatches !== false &&
    recomputation.outcomeMatches !== false &&
    (!recorded || recorded.totalWin === recomputation.totalWin);
  return (
    <section className="verify-result" aria-label={t('verify.result')}>
      <p className={`verify-verdict verify-verdict--${allGood ? 'ok' : 'bad'}`} role="status">
        {allGood ? t('verify.verified') : t('verify.mismatch')}
      </p>
      <ul className="checks">
        {recomputation.commitmentMatches !== null ? (
          <Check ok={recomputation.commitmentMatches} text={t('verify.checkCommitment')} />
        ) : null}
        {recomputation.outcomeMatches !== null ? (
          <Check ok={recomputation.outcomeMatches} text={t('verify.checkOutcome')} />
        ) : null}
        {recorded ? (
          <Check
            ok={recorded.totalWin === recomputation.totalWin}
            text={t('verify.checkWin', {
              win: formatMoney(recomputation.totalWin, currency),
              recorded: formatMoney(recorded.totalWin ?? '0', currency),
            })}
          />
        ) : (
          <li className="check check--info">
            {t('verify.recomputedWin', {
              bet: formatMoney(recomputation.totalBet, currency),
              win: formatMoney(recomputation.totalWin, currency),
            })}
          </li>
        )}
      </ul>
      <RoundSummary result={recomputation.result} />
    </section>
  );
}

type Props = {
  round: OriginalsRound;
  revealed: RevealedSeeds | null;
  verification: Recomputation | null;
  currency: string;
  onRotate?: (() => void) | undefined;
  rotating?: boolean;
};

/** One round with its seeds: the checks once the server seed is revealed, or how to reveal it. */
export function VerifyView({ round, revealed, verification, currency, onRotate, rotating = false }: Props) {
  const { t, locale } = useI18n();
  return (
    <div className="verify">
      <dl className="facts">
        <div>
          <dt>{t('verify.round')}</dt>
          <dd className="mono">{round.roundId}</dd>
        </div>
        <div>
          <dt>{t('verify.playedAt')}</dt>
          <dd>{new Date(round.createdAt).toLocaleString(locale)}</dd>
        </div>
        <div>
          <dt>{t('common.bet')}</dt>
          <dd>{formatMoney(round.totalBet, currency)}</dd>
        </div>
        <div>
          <dt>{t('common.win')}</dt>
          <dd>{round.totalWin === null ? '—' : formatMoney(round.totalWin, currency)}</dd>
        </div>
        {round.fairness ? (
          <>
            <div>
              <dt>{t('fairness.nonce')}</dt>
              <dd className="mono">{round.fairness.nonce}</dd>
            </div>
            <div>
              <dt>{t('fairness.clientSeed')}</dt>
              <dd className="mono">{round.fairness.clientSeed}</dd>
            </div>
          </>
        ) : null}
      </dl>
      {round.fairness ? <CopyValue label={t('fairness.serverSeedHash')} value={round.fairness.serverSeedHash} /> : null}
      {revealed ? (
        <>
          <CopyValue label={t('fairness.serverSeedRevealed')} value={revealed.serverSeed} testId="revealed-seed" />
          {round.fairness ? (
            <BrowserCommitmentCheck serverSeed={revealed.serverSeed} commitment={round.fairness.serverSeedHash} />
          ) : null}
        </>
      ) : round.fairness ? (
        <div className="verify-locked">
          <p>{t('verify.locked')}</p>
          {onRotate ? (
            <button type="button" className="button button--secondary" onClick={onRotate} disabled={rotating}>
              {t('fairness.rotate')}
            </button>
          ) : null}
        </div>
      ) : (
        <p className="verify-locked">{t('verify.notDrawn')}</p>
      )}
      {verification ? <RecomputationView recomputation={verification} recorded={round} currency={currency} /> : null}
    </div>
  );
}
