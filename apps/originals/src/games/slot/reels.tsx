import { memo, useMemo } from 'react';
import type { SlotTable } from '@palaro/contract/originals';
import { SymbolArt } from '../../shared/art/slot-symbols';
import { useI18n } from '../../shared/i18n/i18n';

export type ReelState = 'idle' | 'spinning' | 'landed';

type Props = {
  table: SlotTable;
  window: string[][];
  states: ReelState[];
  /** Cells of the wins being shown ("reel:row"); the rest dim while wins show. */
  winning: Set<string>;
  /** Paylines (1-based) drawn over the reels. */
  lines: number[];
  free: boolean;
};

const LINE_COLOURS = ['#ffd45c', '#ff5c6c', '#4dd6ff', '#3ddc84', '#b06bff', '#ff9a3c', '#ff7fb6', '#8fa9ff'];

const Cell = memo(function Cell({
  symbol,
  name,
  win,
  dim,
}: {
  symbol: string;
  name: string;
  win: boolean;
  dim: boolean;
}) {
  return (
    <div
      className={`cell${win ? ' cell--win' : ''}${dim ? ' cell--dim' : ''}`}
      data-win={win || undefined}
      data-symbol={symbol}
    >
      <SymbolArt id={symbol} title={name} />
    </div>
  );
});

/** The reels: each spins on its own strip and lands in turn; winning cells glow and paylines are drawn over them. */
export function Reels({ table, window, states, winning, lines, free }: Props) {
  const { t } = useI18n();
  const names = useMemo(() => new Map(table.symbols.map((symbol) => [symbol.id, symbol.name])), [table]);
  const strips = free && table.freeSpinReels ? table.freeSpinReels : table.reels;
  const showingWins = winning.size > 0;
  const rows = table.rows;
  const columns = window.length;
  return (
    <div
      className={`reels reels--rows-${rows} reels--cols-${columns}`}
      role="group"
      aria-label={t('slot.reels')}
      data-testid="reels"
    >
      {window.map((column, reel) => {
        const state = states[reel] ?? 'idle';
        // a blurred run of the reel's own strip, twice, so the loop has no seam
        const blur = (strips[reel] ?? []).slice(0, rows * 3);
        return (
          <div key={reel} className={`reel reel--${state}`} style={{ animationDelay: `${reel * 0.05}s` }}>
            {state === 'spinning' ? (
              <div className="reel__blur" aria-hidden="true">
                {[...blur, ...blur].map((symbol, index) => (
                  <div key={index} className="cell">
                    <SymbolArt id={symbol} />
                  </div>
                ))}
              </div>
            ) : (
              <div className={`reel__stack${state === 'landed' ? ' reel__stack--landed' : ''}`}>
                {column.map((symbol, row) => {
                  const win = winning.has(`${reel}:${row}`);
                  return (
                    <Cell
                      key={`${row}-${symbol}`}
                      symbol={symbol}
                      name={names.get(symbol) ?? symbol}
                      win={win}
                      dim={showingWins && !win}
                    />
                  );
                })}
              </div>
            )}
          </div>
        );
      })}
      {lines.length > 0 ? (
        <svg
          className="paylines"
          viewBox={`0 0 ${columns * 100} ${rows * 100}`}
          preserveAspectRatio="none"
          aria-hidden="true"
        >
          {lines.map((line) => {
            const rowsOfLine = table.paylines[line - 1] ?? [];
            const points = rowsOfLine.map((row, reel) => `${reel * 100 + 50},${row * 100 + 50}`).join(' ');
            return (
              <polyline
                key={line}
                points={points}
                stroke={LINE_COLOURS[(line - 1) % LINE_COLOURS.length]}
                data-line={line}
              />
            );
          })}
        </svg>
      ) : null}
    </div>
  );
}
