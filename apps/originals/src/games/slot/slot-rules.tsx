import type { SlotTable } from '@palaro/contract/originals';
import { SymbolArt } from '../../shared/art/slot-symbols';
import { useGame } from '../../shared/game/game-context';
import { useI18n } from '../../shared/i18n/i18n';

const paysText = (pays: Record<string, number>) =>
  Object.entries(pays)
    .sort(([a], [b]) => Number(b) - Number(a))
    .map(([count, value]) => `${count}× ${value}`);

/** The paytable (in coins per line; scatters in total bets), the feature and the paylines. */
export default function SlotRules() {
  const { t } = useI18n();
  const { state } = useGame();
  const table = state.table as SlotTable;
  const scatterName = table.symbols.find((symbol) => symbol.id === table.scatter.symbol)?.name ?? table.scatter.symbol;
  return (
    <div className="rules">
      <p>{t('slot.rules.intro', { reels: table.reels.length, rows: table.rows, lines: table.paylines.length })}</p>
      <ul className="paytable-grid">
        {table.symbols.map((symbol) => (
          <li key={symbol.id} className="paytable-grid__item">
            <span className="paytable-grid__art">
              <SymbolArt id={symbol.id} title={symbol.name} />
            </span>
            <span className="paytable-grid__name">
              {symbol.name}
              {symbol.kind === 'wild' ? <em> · {t('slot.rules.wild')}</em> : null}
              {symbol.kind === 'scatter' ? <em> · {t('slot.rules.scatter')}</em> : null}
            </span>
            <span className="paytable-grid__pays">
              {(symbol.kind === 'scatter' ? paysText(table.scatter.pays) : paysText(symbol.pays)).map((text) => (
                <span key={text}>{text}</span>
              ))}
            </span>
          </li>
        ))}
      </ul>
      <p>{t('slot.rules.lines')}</p>
      <p>{t('slot.rules.wildText')}</p>
      <p>
        {t('slot.rules.feature', {
          symbol: scatterName,
          awards: Object.entries(table.scatter.freeSpins)
            .map(([count, spins]) => `${count}: ${spins}`)
            .join(', '),
          multiplier: table.freeSpins.multiplier,
          cap: table.freeSpins.maxPerRound,
        })}
      </p>
      <p>{t('rules.rtp', { rtp: (table.designRtp * 100).toFixed(2) })}</p>
      <p className="field-hint">{t('rules.fair')}</p>
    </div>
  );
}
