import type { SlotSpinView, SlotTable } from '@palaro/contract/originals';
import type { Translate } from '../../shared/i18n/i18n';
import { formatMoney } from '../../shared/lib/money';

/** One win of a spin as it is shown: its payline (none for the scatter), its cells and its line of text. */
export type WinInfo = { key: string; line: number | null; cells: Set<string>; text: string };

export function winInfos(spin: SlotSpinView, table: SlotTable, currency: string, t: Translate): WinInfo[] {
  const name = (id: string) => table.symbols.find((symbol) => symbol.id === id)?.name ?? id;
  const wins: WinInfo[] = spin.lineWins.map((win) => ({
    key: `line-${win.line}`,
    line: win.line,
    cells: new Set(win.positions.map(([reel, row]) => `${reel}:${row}`)),
    text: t('slot.lineWin', {
      line: win.line,
      count: win.count,
      symbol: name(win.symbol),
      amount: formatMoney(win.win, currency),
    }),
  }));
  if (BigInt(spin.scatter.win) > 0n || spin.freeSpinsAwarded > 0) {
    wins.push({
      key: 'scatter',
      line: null,
      cells: new Set(spin.scatter.positions.map(([reel, row]) => `${reel}:${row}`)),
      text:
        spin.freeSpinsAwarded > 0
          ? t('slot.scatterAward', {
              count: spin.scatter.count,
              symbol: name(table.scatter.symbol),
              spins: spin.freeSpinsAwarded,
            })
          : t('slot.scatterWin', {
              count: spin.scatter.count,
              symbol: name(table.scatter.symbol),
              amount: formatMoney(spin.scatter.win, currency),
            }),
    });
  }
  return wins;
}
