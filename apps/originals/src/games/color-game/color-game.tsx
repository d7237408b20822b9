import { useMemo, useState } from 'react';
import type { ColorGameResult, ColorGameTable, ColourName } from '@palaro/contract/originals';
import { COLOR_GAME_COLOURS } from '@palaro/contract/originals-paths';
import { COLOUR_HEX } from '../../shared/art/colours';
import { useGame } from '../../shared/game/game-context';
import { useI18n } from '../../shared/i18n/i18n';
import { formatMoney } from '../../shared/lib/money';
import { pause } from '../../shared/lib/motion';
import { Meters } from '../../shared/ui/meters';
import { ChipRack, TABLE_CHIPS } from '../table/chip-rack';
import { TableActions } from '../table/table-actions';
import { useStakes, type StakeRefusal } from '../table/use-stakes';
import { ColourBoard } from './colour-board';
import { Die } from './dice';
import './color-game.css';

const stakeStrings = (stakes: Partial<Record<ColourName, bigint>>) =>
  Object.fromEntries(Object.entries(stakes).map(([colour, amount]) => [colour, (amount ?? 0n).toString()])) as Partial<
    Record<ColourName, string>
  >;

/** Color Game, the perya classic: three dice of six colours; a colour pays 1:1, 2:1 or 3:1 for one, two or three dice. */
export default function ColorGame() {
  const { t } = useI18n();
  const { state, balance, currency, play, settle, fail, notify, busy, rounds } = useGame();
  const table = state.table as ColorGameTable;
  const limits = useMemo(() => {
    const one = { min: BigInt(table.limits.minStake), max: BigInt(table.limits.maxStake) };
    return {
      perKind: Object.fromEntries(COLOR_GAME_COLOURS.map((colour) => [colour, one])) as Record<ColourName, typeof one>,
      maxTotal: BigInt(table.limits.maxTotal),
    };
  }, [table]);
  const board = useStakes<ColourName>(limits);
  const [chip, setChip] = useState<bigint>(TABLE_CHIPS[2]);
  const [rolling, setRolling] = useState(false);
  const [result, setResult] = useState<ColorGameResult | null>(null);
  const [lastWin, setLastWin] = useState<bigint | null>(null);

  const refuse = (refusal: StakeRefusal | null) => {
    if (refusal) notify(t(`table.refused.${refusal}`), 'error');
  };
  const bet = (colour: ColourName) => {
    setResult(null);
    refuse(board.add(colour, chip, balance));
  };

  async function roll() {
    if (board.belowMinimum.length > 0) {
      notify(t('table.belowMinimum', { min: formatMoney(limits.perKind.red.min, currency) }), 'error');
      return;
    }
    setRolling(true);
    setResult(null);
    try {
      const played = await play({ stakes: stakeStrings(board.stakes) }, board.total);
      board.commit();
      await pause(1_200);
      if (played.round.result?.engine === 'color-game') setResult(played.round.result);
      setRolling(false);
      await pause(350);
      const win = BigInt(played.round.totalWin ?? '0');
      setLastWin(win);
      settle(played);
    } catch (error) {
      setRolling(false);
      fail(error);
    }
  }

  const matches = result
    ? (Object.fromEntries(
        COLOR_GAME_COLOURS.map((colour) => [colour, result.outcome.dice.filter((die) => die === colour).length]),
      ) as Record<ColourName, number>)
    : null;
  const payouts = result
    ? Object.fromEntries(result.details.bets.map((placed) => [placed.colour, BigInt(placed.payout)]))
    : null;
  const recent = rounds
    .flatMap((round) => (round.result?.engine === 'color-game' ? [round.result.outcome.dice] : []))
    .slice(0, 8);
  const shownWin = result ? BigInt(result.details.bets.reduce((sum, placed) => sum + BigInt(placed.payout), 0n)) : null;

  return (
    <div className="color-game">
      <section className="perya" aria-label={t('colorGame.dice')}>
        <div className="perya__lights" aria-hidden="true" />
        <div className="dice-row">
          {[0, 1, 2].map((index) => (
            <Die key={index} index={index} rolling={rolling} colour={result?.outcome.dice[index] ?? null} />
          ))}
        </div>
        <div className="perya__banner" role="status">
          {result && shownWin !== null ? (
            shownWin > 0n ? (
              <span className="win-banner">{t('common.winAmount', { amount: formatMoney(shownWin, currency) })}</span>
            ) : (
              <span className="lose-banner">{t('colorGame.noWin')}</span>
            )
          ) : (
            <span className="perya__hint">{rolling ? t('colorGame.rolling') : t('colorGame.placeBets')}</span>
          )}
        </div>
        <ol className="recent-rolls" aria-label={t('colorGame.recent')}>
          {recent.map((dice, index) => (
            <li key={index} className="recent-rolls__item">
              {dice.map((colour, die) => (
                <span key={die} style={{ background: COLOUR_HEX[colour].face }} title={t(`colour.${colour}`)} />
              ))}
            </li>
          ))}
        </ol>
      </section>
      <ColourBoard
        colours={table.colours}
        stakes={board.stakes}
        matches={matches}
        payouts={payouts}
        currency={currency}
        disabled={busy}
        onBet={bet}
      />
      <div className="deck">
        <Meters balance={balance} bet={board.total} win={lastWin} currency={currency} />
        <ChipRack chips={TABLE_CHIPS} chosen={chip} onChoose={setChip} currency={currency} />
        <TableActions
          actionLabel={rolling ? t('colorGame.rolling') : t('colorGame.roll')}
          onAction={() => void roll()}
          actionDisabled={busy || board.total === 0n}
          onUndo={board.undo}
          onClear={board.clear}
          onRebet={() => refuse(board.rebet(balance))}
          canUndo={!busy && board.placedCount > 0}
          canRebet={!busy && board.canRebet}
        />
      </div>
    </div>
  );
}
