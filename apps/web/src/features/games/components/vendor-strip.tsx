import { useTranslation } from 'react-i18next';
import type { GameCategory } from '@palaro/contract/games';
import { useVendorGameTypes } from '../../../shared/api/games/get-vendor-game-types';

type Props = {
  category: GameCategory;
  selected: string | undefined;
  onSelect: (vassalage: string | undefined) => void;
};

/** SPEC 2.3 vendor strip (RNG, PVP, FISH, LIVE): all of the category's games or one vendor's. */
export function VendorStrip({ category, selected, onSelect }: Props) {
  const { t } = useTranslation('games');
  const vendors = useVendorGameTypes().data?.[category] ?? [];
  if (vendors.length === 0) return null;
  return (
    <div className="vendor-chips" role="group" aria-label={t('vendorsLabel')}>
      <button
        type="button"
        className="vendor-chips__chip vendor-chips__chip--all"
        aria-pressed={selected === undefined}
        onClick={() => onSelect(undefined)}
      >
        {t('allVendors')}
      </button>
      {vendors.map((vendor) => (
        <button
          key={vendor.vassalage}
          type="button"
          className="vendor-chips__chip"
          aria-pressed={selected === vendor.vassalage}
          aria-label={vendor.accountTypeName}
          onClick={() => onSelect(vendor.vassalage)}
        >
          <img src={vendor.logoUrl} alt="" width="200" height="64" loading="lazy" decoding="async" />
        </button>
      ))}
    </div>
  );
}
