import { useMemo, useState } from 'react';
import type { BaccaratBetKindName, BaccaratResult, BaccaratTable } from '@palaro/contract/originals';
import { BACCARAT_BET_KINDS } from '@palaro/contract/originals-paths';
import { PlayingCard } from '../../shared/art/playing-card';
import { useGame } from '../../shared/game/game-context';
import { useI18n } from '../../shared/i18n/i18n';
import { formatMoney } from '../../shared/lib/money';
import { pause } from '../../shared/lib/motion';
import { Meters } from '../../shared/ui/meters';
import { ChipRack, TABLE_CHIPS } from '../table/chip-rack';
import { TableActions } from '../table/table-actions';
import { useStakes, type StakeRefusal } from '../table/use-stakes';
import { BetSpots } from './bet-spots';
import { dealOrder, handValue, type Side } from './deal-order';
import './baccarat.css';

function Hand({
  side,
  cards,
  shown,
  winner,
}: {
  side: Side;
  cards: readonly string[];
  shown: number;
  winner: boolean;
}) {
  const { t } = useI18n();
  const visible = cards.slice(0, shown);
  return (
    <div className={`hand hand--${side}${winner ? ' hand--winner' : ''}`} data-testid={`hand-${side}`}>
      <div className="hand__head">
        <span className="hand__name">{t(`baccarat.${side}`)}</span>
        <span
          className="hand__total"
          aria-label={t('baccarat.points', { side: t(`baccarat.${side}`), points: handValue(visible) })}
        >
          {cards.length > 0 && shown > 0 ? handValue(visible) : '–'}
        </span>
      </div>
      <div className="hand__cards">
        {cards.map((code, index) => (
          <PlayingCard key={`${index}-${code}`} code={code} shown={index < shown} highlight={winner && index < shown} />
        ))}
        {cards.length === 0 ? (
          <>
            <span className="card-slot" aria-hidden="true" />
            <span className="card-slot" aria-hidden="true" />
          </>
        ) : null}
      </div>
    </div>
  );
}

/** Punto banco from an eight-deck shoe shuffled for every coup. */
export default function BaccaratGame() {
  const { t } = useI18n();
  const { state, balance, currency, play, settle, fail, notify, busy, rounds } = useGame();
  const table = state.table as BaccaratTable;
  const limits = useMemo(
    () => ({
      perKind: Object.fromEntries(
        BACCARAT_BET_KINDS.map((kind) => [
          kind,
          { min: BigInt(table.limits[kind].min), max: BigInt(table.limits[kind].max) },
        ]),
      ) as Record<BaccaratBetKindName, { min: bigint; max: bigint }>,
      maxTotal: BigInt(table.limits.maxTotal),
    }),
    [table],
  );
  const layout = useStakes<BaccaratBetKindName>(limits);
  const [chip, setChip] = useState<bigint>(TABLE_CHIPS[2]);
  const [coup, setCoup] = useState<BaccaratResult | null>(null);
  const [shown, setShown] = useState({ player: 0, banker: 0 });
  const [done, setDone] = useState(false);
  const [lastWin, setLastWin] = useState<bigint | null>(null);

  const refuse = (refusal: StakeRefusal | null) => {
    if (refusal) notify(t(`table.refused.${refusal}`), 'error');
  };
  const bet = (kind: BaccaratBetKindName) => {
    if (done) {
      setCoup(null);
      setDone(false);
    }
    refuse(layout.add(kind, chip, balance));
  };

  async function deal() {
    if (layout.belowMinimum.length > 0) {
      notify(t('table.belowMinimum', { min: formatMoney(limits.perKind.player.min, currency) }), 'error');
      return;
    }
    setDone(false);
    setShown({ player: 0, banker: 0 });
    try {
      const stakes = Object.fromEntries(
        Object.entries(layout.stakes).map(([kind, amount]) => [kind, (amount ?? 0n).toString()]),
      );
      const played = await play({ stakes }, layout.total);
      layout.commit();
      if (played.round.result?.engine !== 'baccarat') throw new Error('not a baccarat round');
      const result = played.round.result;
      setCoup(result);
      const counts = { player: 0, banker: 0 };
      for (const step of dealOrder(result.outcome)) {
        await pause(480);
        counts[step.side] = step.index + 1;
        setShown({ ...counts });
      }
      await pause(300);
      setShown({ player: result.outcome.player.length, banker: result.outcome.banker.length });
      setDone(true);
      const win = BigInt(played.round.totalWin ?? '0');
      setLastWin(win);
      settle(played);
    } catch (error) {
      fail(error);
    }
  }

  const winner = done ? coup?.details.winner : undefined;
  const settled =
    done && coup
      ? Object.fromEntries(
          coup.details.bets.map((placed) => [placed.kind, { result: placed.result, payout: BigInt(placed.payout) }]),
        )
      : null;
  const road = rounds
    .flatMap((round) => (round.result?.engine === 'baccarat' ? [round.result.details.winner] : []))
    .slice(0, 16);

  return (
    <div className="baccarat">
      <section className="felt" aria-label={t('baccarat.table')}>
        <div className="felt__hands">
          <Hand side="player" cards={coup?.outcome.player ?? []} shown={shown.player} winner={winner === 'player'} />
          <Hand side="banker" cards={coup?.outcome.banker ?? []} shown={shown.banker} winner={winner === 'banker'} />
        </div>
        <div className="felt__result" role="status">
          {done && coup ? (
            <>
              <span className={`coup-banner coup-banner--${coup.details.winner}`}>
                {t(`baccarat.winner.${coup.details.winner}`)} {coup.details.playerTotal} : {coup.details.bankerTotal}
              </span>
              <span className="coup-tags">
                {coup.details.natural ? <span className="tag">{t('baccarat.natural')}</span> : null}
                {coup.details.playerPair ? (
                  <span className="tag tag--player">{t('baccarat.bets.playerPair')}</span>
                ) : null}
                {coup.details.bankerPair ? (
                  <span className="tag tag--banker">{t('baccarat.bets.bankerPair')}</span>
                ) : null}
              </span>
            </>
          ) : (
            <span className="felt__hint">{busy ? t('baccarat.dealing') : t('baccarat.placeBets')}</span>
          )}
        </div>
        <ol className="bead-road" aria-label={t('baccarat.road')}>
          {road.map((result, index) => (
            <li key={index} className={`bead bead--${result}`}>
              {t(`baccarat.bead.${result}`)}
            </li>
          ))}
        </ol>
      </section>
      <BetSpots
        table={table}
        stakes={layout.stakes}
        settled={settled}
        currency={currency}
        disabled={busy}
        onBet={bet}
      />
      <div className="deck">
        <Meters balance={balance} bet={layout.total} win={lastWin} currency={currency} />
        <ChipRack chips={TABLE_CHIPS} chosen={chip} onChoose={setChip} currency={currency} />
        <TableActions
          actionLabel={busy ? t('baccarat.dealing') : t('baccarat.deal')}
          onAction={() => void deal()}
          actionDisabled={busy || layout.total === 0n}
          onUndo={layout.undo}
          onClear={layout.clear}
          onRebet={() => refuse(layout.rebet(balance))}
          canUndo={!busy && layout.placedCount > 0}
          canRebet={!busy && layout.canRebet}
        />
      </div>
    </div>
  );
}
