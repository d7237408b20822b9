import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { allVendors, useVendorGameTypes } from '../../../shared/api/games/get-vendor-game-types';
import { paths } from '../../../shared/config/paths';
import { categoryLabelKey } from '../../../shared/lib/game-categories';
import { Link, useSearchParams } from '../../../shared/lib/router';
import { LobbyFrame } from './lobby-frame';

/** /m/providers?vassalage=: every game provider with its game count; the named one is marked and brought into view. */
export default function ProvidersScreen() {
  const { t } = useTranslation('games');
  const selected = useSearchParams().get('vassalage')?.toUpperCase();
  const types = useVendorGameTypes();
  const vendors = allVendors(types.data);
  const selectedRef = useRef<HTMLLIElement>(null);

  useEffect(() => {
    selectedRef.current?.scrollIntoView?.({ block: 'center' });
  }, [types.data]);

  return (
    <LobbyFrame>
      <section className="lobby" aria-labelledby="providers-heading">
        <h2 id="providers-heading" className="lobby__heading">
          {t('providersHeading')}
        </h2>
        {types.isError && (
          <div className="lobby-grid__error">
            <p>{t('loadError')}</p>
            <button type="button" className="button button--ghost button--small" onClick={() => void types.refetch()}>
              {t('retry')}
            </button>
          </div>
        )}
        {!types.data ? (
          !types.isError && (
            <ul className="providers" aria-busy="true">
              {Array.from({ length: 6 }, (_, index) => (
                <li key={index} className="providers__placeholder" aria-hidden="true" />
              ))}
            </ul>
          )
        ) : (
          <ul className="providers">
            {vendors.map((vendor) => (
              <li key={vendor.vassalage} ref={vendor.vassalage === selected ? selectedRef : undefined}>
                <Link
                  className="providers__card"
                  to={paths.gameList.getHref(vendor.gameType, vendor.vassalage)}
                  aria-current={vendor.vassalage === selected ? 'true' : undefined}
                  aria-label={t('openProvider', { name: vendor.accountTypeName })}
                >
                  <img
                    className="providers__logo"
                    src={vendor.logoUrl}
                    alt=""
                    width="200"
                    height="64"
                    loading="lazy"
                    decoding="async"
                  />
                  <span className="providers__meta">
                    <span>{t(categoryLabelKey(vendor.gameType))}</span>
                    <span>{t('gamesCount', { number: vendor.gameCount })}</span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
    </LobbyFrame>
  );
}
