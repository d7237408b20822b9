import { useI18n } from '../../shared/i18n/i18n';
import { chipLabel } from '../../shared/lib/money';

/** Chip values of the tables, in minor units: 1, 5, 10, 50, 100 and 500 of the currency. */
export const TABLE_CHIPS = [100n, 500n, 1_000n, 5_000n, 10_000n, 50_000n] as const;

/** The chips to bet with; one is chosen at a time. */
export function ChipRack({
  chips,
  chosen,
  onChoose,
  currency,
}: {
  chips: readonly bigint[];
  chosen: bigint;
  onChoose: (chip: bigint) => void;
  currency: string;
}) {
  const { t } = useI18n();
  return (
    <div className="chip-rack" role="radiogroup" aria-label={t('table.chips')}>
      {chips.map((chip, index) => (
        <button
          key={chip.toString()}
          type="button"
          role="radio"
          aria-checked={chip === chosen}
          className={`chip chip--${index}${chip === chosen ? ' chip--chosen' : ''}`}
          onClick={() => onChoose(chip)}
        >
          <span className="chip__face">{chipLabel(chip, currency)}</span>
        </button>
      ))}
    </div>
  );
}

/** A stake sitting on a betting spot. */
export function StakeBadge({ amount, currency }: { amount: bigint | undefined; currency: string }) {
  if (!amount) return null;
  return (
    <span className="stake-badge" data-testid="stake">
      {chipLabel(amount, currency)}
    </span>
  );
}
