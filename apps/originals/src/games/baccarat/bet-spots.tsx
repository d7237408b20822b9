import type { BaccaratBetKindName, BaccaratTable } from '@palaro/contract/originals';
import { useI18n } from '../../shared/i18n/i18n';
import { formatMoney } from '../../shared/lib/money';
import { StakeBadge } from '../table/chip-rack';

type Props = {
  table: BaccaratTable;
  stakes: Partial<Record<BaccaratBetKindName, bigint>>;
  /** After the coup: each bet's outcome and what it paid back. */
  settled: Partial<Record<BaccaratBetKindName, { result: 'win' | 'lose' | 'push'; payout: bigint }>> | null;
  currency: string;
  disabled: boolean;
  onBet: (kind: BaccaratBetKindName) => void;
};

/** The betting layout: pairs and tie on top, Player and Banker below. */
export function BetSpots({ table, stakes, settled, currency, disabled, onBet }: Props) {
  const { t } = useI18n();
  const bankerNet = (table.pays.banker * (100 - table.bankerCommissionPercent)) / 100;
  const odds: Record<BaccaratBetKindName, string> = {
    playerPair: `${table.pays.pair}:1`,
    tie: `${table.pays.tie}:1`,
    bankerPair: `${table.pays.pair}:1`,
    player: `${table.pays.player}:1`,
    banker: `${bankerNet}:1`,
  };
  const spot = (kind: BaccaratBetKindName, wide = false) => {
    const outcome = settled?.[kind];
    return (
      <button
        key={kind}
        type="button"
        className={`bet-spot bet-spot--${kind}${wide ? ' bet-spot--wide' : ''}${outcome ? ` bet-spot--${outcome.result}` : ''}`}
        onClick={() => onBet(kind)}
        disabled={disabled}
        aria-label={t('baccarat.betOn', { bet: t(`baccarat.bets.${kind}`), odds: odds[kind] })}
        data-testid={`spot-${kind}`}
      >
        <span className="bet-spot__name">{t(`baccarat.bets.${kind}`)}</span>
        <span className="bet-spot__odds">{odds[kind]}</span>
        <StakeBadge amount={stakes[kind]} currency={currency} />
        {outcome && outcome.payout > 0n ? (
          <span className="bet-spot__payout">+{formatMoney(outcome.payout, currency)}</span>
        ) : null}
      </button>
    );
  };
  return (
    <div className="bet-spots">
      <div className="bet-spots__row">
        {spot('playerPair')}
        {spot('tie')}
        {spot('bankerPair')}
      </div>
      <div className="bet-spots__row">
        {spot('player', true)}
        {spot('banker', true)}
      </div>
    </div>
  );
}
