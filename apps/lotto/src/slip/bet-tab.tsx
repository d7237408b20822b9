import type { LotteryNumero } from '@palaro/contract/lottery-draws';
import type { LotteryRules } from '@palaro/contract/lottery-rules';
import { useState } from 'react';
import { useT } from '../shared/i18n/i18n';
import { PrizeBoard, specialPrizeOf } from '../results/prize-board';
import { errorText } from '../shared/lib/errors';
import type { Fetched } from '../shared/lib/use-fetch';
import { BetPicker, type SlipLine } from './bet-picker';
import { clockText, type DrawPhase } from './draw-clock';
import type { Money } from './money';
import { SlipPanel } from './slip-panel';

/** Betting on the draw on sale: its countdown, the picker and the slip; closed between the close and the draw. */
export function BetTab({
  rules,
  numero,
  phase,
  money,
  session,
  onBalance,
}: {
  rules: LotteryRules;
  numero: Fetched<LotteryNumero>;
  /** The draw on sale as the game page follows it (useDrawPhase). */
  phase: DrawPhase;
  money: Money;
  session: string;
  onBalance: (balance: string) => void;
}) {
  const t = useT();
  const [lines, setLines] = useState<SlipLine[]>([]);
  const open = phase.phase === 'open';
  return (
    <>
      <section className="card draw" aria-label={t('draw.label')}>
        {numero.errorCode && !numero.data ? (
          <p role="alert">{errorText(numero.errorCode, t)}</p>
        ) : phase.phase === 'none' ? (
          <p>{numero.loading ? t('game.loading') : t('draw.none')}</p>
        ) : (
          <>
            <p className="draw__number">{t('draw.number', { draw: phase.drawNumber })}</p>
            {phase.phase === 'open' ? (
              <p className="draw__clock">
                {t('draw.closesIn')}{' '}
                <span role="timer" aria-live="off">
                  {clockText(phase.secondsToClose)}
                </span>
              </p>
            ) : (
              <p className="draw__clock draw__clock--closed" role="status">
                {t('draw.closed', { time: clockText(phase.secondsToDraw) })}
              </p>
            )}
          </>
        )}
        {numero.data?.previous?.result?.kind === 'numbers' && (
          <p className="muted">
            {t('draw.previous', {
              draw: numero.data.previous.drawNumber,
              numbers: numero.data.previous.result.numbers.join(' '),
            })}
          </p>
        )}
        {numero.data?.previous?.result?.kind === 'prizes' && (
          // the special prize at a glance, the whole board a tap away, so the picker stays near the top
          <details className="draw__previous">
            <summary className="muted">
              {t('draw.previous', {
                draw: numero.data.previous.drawNumber,
                numbers: t('results.special', { number: specialPrizeOf(numero.data.previous.result.tiers) }),
              })}
            </summary>
            <PrizeBoard
              tiers={numero.data.previous.result.tiers}
              label={t('results.board', { draw: numero.data.previous.drawNumber })}
            />
          </details>
        )}
      </section>
      <BetPicker rules={rules} money={money} disabled={!open} onAdd={(line) => setLines((all) => [...all, line])} />
      <SlipPanel
        category={rules.category}
        lines={lines}
        onRemove={(id) => setLines((all) => all.filter((line) => line.id !== id))}
        onPlaced={(order) => {
          setLines([]);
          if (order.balance !== undefined) onBalance(order.balance);
        }}
        money={money}
        session={session}
        gameId={rules.gameId}
        drawNumber={open ? phase.drawNumber : null}
        prizeMode={rules.prizeMode}
      />
    </>
  );
}
