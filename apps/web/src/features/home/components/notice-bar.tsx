import { useLayoutEffect, useRef, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { TIMING } from '@palaro/contract/constants';
import { paths } from '../../../shared/config/paths';
import { Link } from '../../../shared/lib/router';

const PX_PER_FRAME = 1;

/**
 * SPEC 2.3 notice bar: announcement titles scroll past at 30 fps; "No announcement" when there are none. The scroll
 * is a CSS animation the compositor runs (no timer on the main thread), stepped one pixel per frame at the SPEC's
 * rate; it pauses under a finger or focus and stays still for those who ask for reduced motion.
 */
export function NoticeBar({ titles }: { titles: readonly string[] }) {
  const { t } = useTranslation('home');
  const trackRef = useRef<HTMLSpanElement>(null);
  const [distance, setDistance] = useState<number | null>(null);
  const text = titles.join('   •   ');

  // the run is the window's width plus the titles' own (the track starts just past the right edge)
  useLayoutEffect(() => {
    const track = trackRef.current;
    if (!track) return undefined;
    const measure = () => setDistance(track.scrollWidth);
    measure();
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(measure);
    observer?.observe(track);
    return () => observer?.disconnect();
  }, [text]);

  const frames = distance === null ? 0 : Math.max(1, Math.round(distance / PX_PER_FRAME));
  const motion =
    frames > 0
      ? ({
          '--notice-duration': `${frames / TIMING.marqueeFps}s`,
          '--notice-frames': frames,
        } as CSSProperties)
      : undefined;

  return (
    <section className="notice-bar" aria-label={t('noticeLabel')}>
      <svg className="icon notice-bar__icon" viewBox="0 0 24 24" aria-hidden="true">
        <path d="M4 10v4h3l7 4.5V5.5L7 10zM17.5 9a4 4 0 010 6" />
      </svg>
      {titles.length === 0 ? (
        <p className="notice-bar__text">{t('noAnnouncement')}</p>
      ) : (
        <Link className="notice-bar__window" to={paths.notice.getHref()}>
          <span
            ref={trackRef}
            className={motion ? 'notice-bar__track notice-bar__track--moving' : 'notice-bar__track'}
            style={motion}
          >
            {text}
          </span>
        </Link>
      )}
    </section>
  );
}
