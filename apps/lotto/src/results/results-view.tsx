import type { LotteryProof, LotteryResults } from '@palaro/contract/lottery-draws';
import type { LotteryRules } from '@palaro/contract/lottery-rules';
import { useState } from 'react';
import { LOTTO_BASE } from '../app/routes';
import { useI18n } from '../shared/i18n/i18n';
import { API, ApiFailure, callApi } from '../shared/lib/api';
import { errorText } from '../shared/lib/errors';
import { useFetch } from '../shared/lib/use-fetch';
import { PrizeBoard, specialPrizeOf } from './prize-board';
import { frequencies } from './trend';

/** The verifier's address for a drawn house draw, complete so it checks at once (decision 0031). */
export function verifyAddress(proof: LotteryProof): string | null {
  if (proof.resultSource !== 'house' || !proof.secret || !proof.commitment) return null;
  const query = new URLSearchParams({
    draw: `${proof.gameId}-${proof.drawNumber}`,
    secret: proof.secret,
    commitment: proof.commitment,
  });
  return `${LOTTO_BASE}/verify?${query}`;
}

/**
 * The last 100 draws: a frequency bar per number, then each draw with its result and, for a house game, a check. Read
 * again when a newer result is out (`resultKey`).
 */
export function ResultsView({ rules, resultKey }: { rules: LotteryRules; resultKey: string }) {
  const { t, locale } = useI18n();
  const results = useFetch<LotteryResults>(
    () => callApi(API.lotteryResults, { query: { gameId: rules.gameId, limit: 100 } }),
    `${rules.gameId}:${resultKey}`,
  );
  const [error, setError] = useState<string | null>(null);
  if (results.errorCode) return <p role="alert">{errorText(results.errorCode, t)}</p>;
  if (!results.data) return <p role="status">{t('game.loading')}</p>;
  const draws = results.data.draws;
  const bars = frequencies(rules.resultShape, draws);
  const most = Math.max(1, ...(bars ?? []).map((bar) => bar.count));

  const verify = async (drawNumber: string) => {
    setError(null);
    try {
      const proof = await callApi<LotteryProof>(API.lotteryProof, { query: { gameId: rules.gameId, drawNumber } });
      const address = verifyAddress(proof);
      if (address) window.location.assign(address);
    } catch (failure) {
      setError(errorText(failure instanceof ApiFailure ? failure.errorCode : 'network', t));
    }
  };

  return (
    <>
      {bars && draws.length > 0 && (
        <section className="card" aria-labelledby="trend-title">
          <h2 id="trend-title" className="section-title">
            {t(rules.resultShape.kind === 'permutation' ? 'results.trendWinner' : 'results.trend', {
              count: draws.length,
            })}
          </h2>
          <ul className="trend">
            {bars.map((bar) => (
              <li key={bar.value} className="trend__row">
                <span className="trend__value">{bar.value}</span>
                <span className="trend__bar" aria-hidden="true">
                  <span style={{ width: `${(bar.count / most) * 100}%` }} />
                </span>
                <span className="trend__count">{t('results.times', { count: bar.count })}</span>
              </li>
            ))}
          </ul>
        </section>
      )}
      <section className="card" aria-labelledby="results-title">
        <h2 id="results-title" className="section-title">
          {t('results.title')}
        </h2>
        {error && (
          <p className="form-error" role="alert">
            {error}
          </p>
        )}
        {draws.length === 0 ? (
          <p className="muted">{t('results.none')}</p>
        ) : rules.resultShape.kind === 'prizes' ? (
          // a northern draw is 27 numbers: each draw opens to its whole board, the latest open from the start
          <ul className="results">
            {draws.map((draw, index) => (
              <li key={draw.drawNumber} className="results__draw">
                {draw.result?.kind === 'prizes' ? (
                  <details open={index === 0}>
                    <summary className="results__summary">
                      <span>
                        <strong>{draw.drawNumber}</strong>
                        <span className="muted"> {new Date(draw.drawAt).toLocaleDateString(locale)}</span>
                      </span>
                      <span className="results__numbers">
                        {t('results.special', { number: specialPrizeOf(draw.result.tiers) })}
                      </span>
                    </summary>
                    <PrizeBoard tiers={draw.result.tiers} label={t('results.board', { draw: draw.drawNumber })} />
                  </details>
                ) : (
                  <p className="results__row">
                    <strong>{draw.drawNumber}</strong>
                    <span className="results__numbers">{t('results.void')}</span>
                  </p>
                )}
              </li>
            ))}
          </ul>
        ) : (
          <ul className="results">
            {draws.map((draw) => (
              <li key={draw.drawNumber} className="results__row">
                <span>
                  <strong>{draw.drawNumber}</strong>
                  <span className="muted"> {new Date(draw.drawAt).toLocaleTimeString(locale)}</span>
                </span>
                <span className="results__numbers">
                  {draw.result === null
                    ? t('results.void')
                    : draw.result.kind === 'numbers'
                      ? draw.result.numbers.join(' ')
                      : specialPrizeOf(draw.result.tiers)}
                </span>
                {rules.resultSource === 'house' && draw.result !== null && (
                  <button
                    type="button"
                    className="button button--small"
                    aria-label={t('results.verifyDraw', { draw: draw.drawNumber })}
                    onClick={() => void verify(draw.drawNumber)}
                  >
                    {t('results.verify')}
                  </button>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
