import type { BaccaratTable } from '@palaro/contract/originals';
import { BACCARAT_BET_KINDS } from '@palaro/contract/originals-paths';
import { useGame } from '../../shared/game/game-context';
import { useI18n } from '../../shared/i18n/i18n';
import { formatMoney } from '../../shared/lib/money';

export default function BaccaratRules() {
  const { t } = useI18n();
  const { state, currency } = useGame();
  const table = state.table as BaccaratTable;
  const pays = {
    player: table.pays.player,
    banker: table.pays.banker,
    tie: table.pays.tie,
    playerPair: table.pays.pair,
    bankerPair: table.pays.pair,
  };
  return (
    <div className="rules">
      <p>{t('baccarat.rules.intro', { decks: table.decks })}</p>
      <p>{t('baccarat.rules.points')}</p>
      <p>{t('baccarat.rules.drawing')}</p>
      <table className="paytable">
        <thead>
          <tr>
            <th scope="col">{t('rules.bet')}</th>
            <th scope="col">{t('rules.pays')}</th>
            <th scope="col">{t('rules.limit')}</th>
            <th scope="col">{t('rules.rtpShort')}</th>
          </tr>
        </thead>
        <tbody>
          {BACCARAT_BET_KINDS.map((kind) => (
            <tr key={kind}>
              <td>{t(`baccarat.bets.${kind}`)}</td>
              <td>{pays[kind]}:1</td>
              <td>
                {formatMoney(table.limits[kind].min, currency, { compact: true })}–
                {formatMoney(table.limits[kind].max, currency, { compact: true })}
              </td>
              <td>{((table.designRtp[kind] ?? 0) * 100).toFixed(2)}%</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>{t('baccarat.rules.commission', { percent: table.bankerCommissionPercent })}</p>
      <p>{t('baccarat.rules.push')}</p>
      <p>{t('rules.tableLimit', { total: formatMoney(table.limits.maxTotal, currency) })}</p>
      <p className="field-hint">{t('rules.fair')}</p>
    </div>
  );
}
