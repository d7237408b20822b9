import { useState, useSyncExternalStore, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { TIMING } from '@palaro/contract/constants';
import type { Banner } from '@palaro/contract/game-catalogue';
import { prefersReducedMotion } from '../../lib/environment';
import { BannerLink } from './banner-link';
import { startingDepth, useSnapCarousel } from './use-snap-carousel';
import './banner-carousel.css';

type Props = { banners: Banner[]; label: string; onGame?: (nodeId: number) => void };

const ignoreChanges = () => () => undefined;
const never = () => false;

/** SPEC 2.3 banners: auto-advance every 5000 ms and loop when there is more than one, several at 1.2 per view. */
export function BannerCarousel({ banners, label, onGame }: Props) {
  const { t } = useTranslation('home');
  const count = banners.length;
  const multiple = count > 1;
  // the player's own choice, else the device's motion setting (read after a server-drawn view is hydrated, which was
  // drawn without knowing it)
  const reducedMotion = useSyncExternalStore(ignoreChanges, prefersReducedMotion, never);
  const [chosen, setStopped] = useState<boolean | undefined>(undefined);
  const stopped = chosen ?? reducedMotion;
  const [held, setHeld] = useState(false);
  const { trackRef, index, goTo } = useSnapCarousel({
    count,
    loop: multiple,
    autoplayMs: TIMING.bannerDelayMs,
    paused: stopped || held,
  });
  const first = banners[0];
  const last = banners[count - 1];
  if (!first || !last) return null;
  const slides = multiple
    ? [
        { banner: last, copy: true },
        ...banners.map((banner) => ({ banner, copy: false })),
        { banner: first, copy: true },
      ]
    : [{ banner: first, copy: false }];

  return (
    <section
      className={`banners${multiple ? ' banners--multiple' : ''}`}
      aria-roledescription={t('carousel')}
      aria-label={label}
      onPointerDown={() => setHeld(true)}
      onPointerUp={() => setHeld(false)}
      onPointerCancel={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
    >
      <div className="banners__track" ref={trackRef}>
        {slides.map(({ banner, copy }, physical) => {
          const position = banners.indexOf(banner) + 1;
          return (
            <div
              key={`${banner.id}-${physical}`}
              className={physical === (multiple ? 1 : 0) ? 'banners__slide banners__slide--start' : 'banners__slide'}
              style={{ '--depth': startingDepth(physical, multiple) } as CSSProperties}
              role={copy ? undefined : 'group'}
              aria-roledescription={copy ? undefined : t('slide')}
              aria-label={copy ? undefined : t('slideOf', { index: position, count })}
              aria-hidden={copy || undefined}
              inert={copy}
            >
              <BannerLink banner={banner} className="banners__link" onGame={onGame}>
                <img
                  className="banners__image"
                  src={banner.url}
                  alt=""
                  width="750"
                  height="320"
                  loading={position === 1 && !copy ? 'eager' : 'lazy'}
                  fetchPriority={position === 1 && !copy ? 'high' : 'auto'}
                  // the page's largest paint is drawn in the frame its image arrives in, not left to a later one
                  decoding={position === 1 && !copy ? 'sync' : 'async'}
                />
                {banner.title && <span className="banners__title">{banner.title}</span>}
              </BannerLink>
            </div>
          );
        })}
      </div>
      {multiple && (
        <div className="banners__controls">
          {banners.map((banner, dot) => (
            <button
              key={banner.id}
              type="button"
              className="banners__dot"
              aria-label={t('slideOf', { index: dot + 1, count })}
              aria-current={dot === index || undefined}
              onClick={() => goTo(dot)}
            />
          ))}
          <button
            type="button"
            className="banners__pause"
            aria-label={stopped ? t('playBanners') : t('pauseBanners')}
            onClick={() => setStopped(!stopped)}
          >
            <svg viewBox="0 0 24 24" aria-hidden="true" className="icon icon--filled">
              {stopped ? <path d="M8 5v14l11-7z" /> : <path d="M7 5h3.5v14H7zM13.5 5H17v14h-3.5z" />}
            </svg>
          </button>
        </div>
      )}
    </section>
  );
}
