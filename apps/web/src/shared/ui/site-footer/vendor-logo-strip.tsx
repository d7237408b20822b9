import { useTranslation } from 'react-i18next';
import { LIMITS, TIMING } from '@palaro/contract/constants';
import { allVendors, useVendorGameTypes } from '../../api/games/get-vendor-game-types';
import { paths } from '../../config/paths';
import { Link } from '../../lib/router';

/** SPEC 2.3: vendor logos glide past, 4 per view, one logo every 3000 ms with no pause; a tap opens the game centre. */
export function VendorLogoStrip() {
  const { t } = useTranslation('home');
  const vendors = allVendors(useVendorGameTypes().data);
  if (vendors.length === 0) return null;
  const moving = vendors.length > LIMITS.vendorStripSlidesPerView;
  const style = moving ? { animationDuration: `${vendors.length * TIMING.vendorStripSpeedMs}ms` } : undefined;
  return (
    <Link
      className={`vendor-strip${moving ? ' vendor-strip--moving' : ''}`}
      to={paths.gameCenter.getHref('lobby')}
      aria-label={t('providersLink')}
    >
      <span className="vendor-strip__track" style={style}>
        {[...vendors, ...(moving ? vendors : [])].map((vendor, index) => (
          <span key={`${vendor.vassalage}-${index}`} className="vendor-strip__slide">
            <img
              src={vendor.logoUrl}
              alt={index < vendors.length ? vendor.accountTypeName : ''}
              width="200"
              height="64"
              loading="lazy"
              decoding="async"
            />
          </span>
        ))}
      </span>
    </Link>
  );
}
