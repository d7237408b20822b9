import { useEffect, useMemo, useRef, useState } from 'react';
import type { PlayRound, SlotResult, SlotTable } from '@palaro/contract/originals';
import { useGame } from '../../shared/game/game-context';
import { useI18n } from '../../shared/i18n/i18n';
import { formatMoney } from '../../shared/lib/money';
import { pause } from '../../shared/lib/motion';
import { Meters } from '../../shared/ui/meters';
import { Reels, type ReelState } from './reels';
import { SlotControls } from './slot-controls';
import { spinSteps, stripWindow, type SpinStep } from './spin-steps';
import { winInfos, type WinInfo } from './win-info';
import './slot.css';

/** The bet a title opens with: every line, at the largest coin that keeps the bet at or under 2.00. */
function openingBet(table: SlotTable) {
  const lines = table.lineChoices.at(-1) ?? 1;
  const coins = table.coinValues.map((value) => BigInt(value));
  const coin = [...coins].reverse().find((value) => value * BigInt(lines) <= 200n) ?? coins[0] ?? 1n;
  return { lines, coin };
}

/** A video slot of the Originals: reels, lines, bet level, spin and autoplay, wins and the free-spin feature. */
export default function SlotGame() {
  const { t } = useI18n();
  const { state, balance, currency, play, settle, fail, notify, busy } = useGame();
  const table = state.table as SlotTable;
  const reelCount = table.reels.length;
  const coinValues = useMemo(() => table.coinValues.map((value) => BigInt(value)), [table]);
  const [lines, setLines] = useState(() => openingBet(table).lines);
  const [coinValue, setCoinValue] = useState(() => openingBet(table).coin);
  const [grid, setGrid] = useState(() => table.reels.map((strip, reel) => stripWindow(strip, reel * 3, table.rows)));
  const [reelStates, setReelStates] = useState<ReelState[]>(() => Array.from({ length: reelCount }, () => 'idle'));
  const [wins, setWins] = useState<WinInfo[]>([]);
  const [shown, setShown] = useState<number | 'all'>('all');
  const [step, setStep] = useState<SpinStep | null>(null);
  const [intro, setIntro] = useState<{ spins: number; multiplier: number } | null>(null);
  const [featureTotal, setFeatureTotal] = useState<bigint | null>(null);
  const [roundWin, setRoundWin] = useState<bigint | null>(null);
  const [autoLeft, setAutoLeft] = useState(0);
  const autoRef = useRef(0);
  // autoplay runs across renders: it reads the balance on screen now, not the one it started with
  const balanceRef = useRef(balance);
  const stake = BigInt(lines) * coinValue;

  useEffect(() => {
    balanceRef.current = balance;
  }, [balance]);

  // wins of the last spin take turns once it has settled
  useEffect(() => {
    if (busy || wins.length < 2) return;
    const timer = setInterval(
      () => setShown((current) => (current === 'all' ? 0 : (current + 1) % wins.length)),
      1_400,
    );
    return () => clearInterval(timer);
  }, [busy, wins]);

  const setAll = (value: ReelState) => setReelStates(Array.from({ length: reelCount }, () => value));

  async function reveal(result: SlotResult) {
    const steps = spinSteps(result);
    for (const current of steps) {
      if (current.number === 1) {
        setIntro({ spins: steps[0]?.freeSpinsTotal ?? 0, multiplier: result.details.feature.multiplier });
        await pause(1_800);
        setIntro(null);
      }
      if (current.number > 0) {
        setWins([]);
        setAll('spinning');
        await pause(420);
      } else {
        await pause(450);
      }
      setStep(current);
      setGrid(current.spin.window);
      for (let reel = 0; reel < reelCount; reel += 1) {
        setReelStates((states) => states.map((value, index) => (index === reel ? 'landed' : value)));
        await pause(150);
      }
      const found = winInfos(current.spin, table, currency, t);
      setShown('all');
      setWins(found);
      if (BigInt(current.spin.win) > 0n) setRoundWin(current.roundWin);
      if (found.length > 0 && current.number < steps.length - 1) await pause(1_100);
    }
    if (result.details.feature.triggered) setFeatureTotal(BigInt(result.details.feature.win));
  }

  async function spinOnce(): Promise<PlayRound | null> {
    if (stake > balanceRef.current) {
      notify(t('error.insufficient'), 'error');
      return null;
    }
    setWins([]);
    setStep(null);
    setFeatureTotal(null);
    setRoundWin(null);
    setAll('spinning');
    let played: PlayRound;
    try {
      played = await play({ lines, coinValue: coinValue.toString() }, stake);
    } catch (error) {
      setAll('idle');
      fail(error);
      return null;
    }
    if (played.round.result?.engine === 'slot') await reveal(played.round.result);
    const win = BigInt(played.round.totalWin ?? '0');
    setRoundWin(win);
    settle(played);
    return played;
  }

  async function autoplay(count: number) {
    autoRef.current = count;
    setAutoLeft(count);
    while (autoRef.current > 0) {
      const played = await spinOnce();
      autoRef.current = played ? autoRef.current - 1 : 0;
      setAutoLeft(autoRef.current);
      const feature = played?.round.result?.engine === 'slot' && played.round.result.details.feature.triggered;
      if (feature) {
        // a feature is worth watching: autoplay stops after it
        autoRef.current = 0;
        setAutoLeft(0);
      }
      if (autoRef.current > 0) await pause(BigInt(played?.round.totalWin ?? '0') > 0n ? 1_000 : 350);
    }
  }

  const stopAuto = () => {
    autoRef.current = 0;
    setAutoLeft(0);
  };

  const highlighted = shown === 'all' ? wins : wins.slice(shown, shown + 1);
  const cells = new Set(highlighted.flatMap((win) => [...win.cells]));
  const paylines = highlighted.flatMap((win) => (win.line === null ? [] : [win.line]));
  const free = step !== null && step.number > 0;
  const spinning = reelStates.some((value) => value === 'spinning');

  return (
    <div className="slot">
      <section className={`slot-stage${free ? ' slot-stage--free' : ''}`} aria-label={table.title}>
        <div className="slot-stage__logo" aria-hidden="true">
          {table.title}
        </div>
        {free && step ? (
          <div className="feature-bar" data-testid="feature-state" role="status">
            <span>{t('slot.freeSpinOf', { n: step.number, total: step.freeSpinsTotal })}</span>
            <span className="feature-bar__multiplier">×{table.freeSpins.multiplier}</span>
            <span>{t('slot.featureWin', { amount: formatMoney(step.featureWin, currency) })}</span>
            {step.retriggered ? <span className="feature-bar__retrigger">{t('slot.retrigger')}</span> : null}
          </div>
        ) : (
          <div className="feature-bar feature-bar--idle">
            {t('slot.linesPaying', { lines, bet: formatMoney(stake, currency) })}
          </div>
        )}
        <div className="reels-frame">
          <Reels table={table} window={grid} states={reelStates} winning={cells} lines={paylines} free={free} />
          {intro ? (
            <div className="feature-intro" role="status">
              <strong>{t('slot.freeSpinsTitle')}</strong>
              <span>{t('slot.freeSpinsAwarded', { count: intro.spins, multiplier: intro.multiplier })}</span>
            </div>
          ) : null}
          {featureTotal !== null && !busy ? (
            <div className="feature-outro" role="status" data-testid="feature-total">
              <strong>{t('slot.featureOver')}</strong>
              <span>{formatMoney(featureTotal, currency)}</span>
            </div>
          ) : null}
        </div>
        <div className="win-line" aria-live="polite" data-testid="win-text">
          {wins.length > 0 && roundWin !== null && roundWin > 0n ? (
            <strong className="win-line__total">
              {t('common.winAmount', { amount: formatMoney(roundWin, currency) })}
            </strong>
          ) : (
            <span className="win-line__total">{spinning ? t('slot.goodLuck') : '\u00a0'}</span>
          )}
          <span className="win-line__detail" data-testid="win-detail">
            {highlighted.length === 1 ? highlighted[0]?.text : '\u00a0'}
          </span>
        </div>
      </section>
      <div className="deck">
        <Meters balance={balance} bet={stake} win={roundWin} currency={currency} />
        <SlotControls
          lineChoices={table.lineChoices}
          coinValues={coinValues}
          lines={lines}
          coinValue={coinValue}
          onLines={setLines}
          onCoin={setCoinValue}
          currency={currency}
          locked={busy}
          spinning={spinning}
          onSpin={() => void spinOnce()}
          autoLeft={autoLeft}
          onAuto={(count) => void autoplay(count)}
          onStopAuto={stopAuto}
        />
      </div>
    </div>
  );
}
