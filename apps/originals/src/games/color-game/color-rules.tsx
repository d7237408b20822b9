import type { ColorGameTable } from '@palaro/contract/originals';
import { useGame } from '../../shared/game/game-context';
import { useI18n } from '../../shared/i18n/i18n';
import { formatMoney } from '../../shared/lib/money';

export default function ColorRules() {
  const { t } = useI18n();
  const { state, currency } = useGame();
  const table = state.table as ColorGameTable;
  return (
    <div className="rules">
      <p>{t('colorGame.rules.intro')}</p>
      <table className="paytable">
        <thead>
          <tr>
            <th scope="col">{t('colorGame.rules.diceShowing')}</th>
            <th scope="col">{t('rules.pays')}</th>
          </tr>
        </thead>
        <tbody>
          {([1, 2, 3] as const).map((count) => (
            <tr key={count}>
              <td>{t('colorGame.rules.onDice', { count })}</td>
              <td>{table.pays[count]}:1</td>
            </tr>
          ))}
          <tr>
            <td>{t('colorGame.rules.onNone')}</td>
            <td>{t('colorGame.rules.lost')}</td>
          </tr>
        </tbody>
      </table>
      <p>{t('colorGame.rules.stakeBack')}</p>
      <p>
        {t('rules.limits', {
          min: formatMoney(table.limits.minStake, currency),
          max: formatMoney(table.limits.maxStake, currency),
          total: formatMoney(table.limits.maxTotal, currency),
        })}
      </p>
      <p>{t('rules.rtp', { rtp: (table.designRtp * 100).toFixed(2) })}</p>
      <p className="field-hint">{t('rules.fair')}</p>
    </div>
  );
}
