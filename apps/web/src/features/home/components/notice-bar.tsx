import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TIMING } from '@palaro/contract/constants';
import { paths } from '../../../shared/config/paths';
import { prefersReducedMotion } from '../../../shared/lib/environment';
import { Link } from '../../../shared/lib/router';

const PX_PER_FRAME = 1;

/** SPEC 2.3 notice bar: announcement titles scroll past at 30 fps; "No announcement" when there are none. */
export function NoticeBar({ titles }: { titles: readonly string[] }) {
  const { t } = useTranslation('home');
  const trackRef = useRef<HTMLSpanElement>(null);
  const [held, setHeld] = useState(false);
  const moving = titles.length > 0 && !held;

  useEffect(() => {
    const track = trackRef.current;
    if (!moving || !track || prefersReducedMotion()) return undefined;
    let x = track.parentElement?.clientWidth ?? 0;
    const timer = setInterval(() => {
      x -= PX_PER_FRAME;
      if (x < -track.scrollWidth) x = track.parentElement?.clientWidth ?? 0;
      track.style.transform = `translateX(${x}px)`;
    }, 1000 / TIMING.marqueeFps);
    return () => clearInterval(timer);
  }, [moving]);

  return (
    <section className="notice-bar" aria-label={t('noticeLabel')}>
      <svg className="icon notice-bar__icon" viewBox="0 0 24 24" aria-hidden="true">
        <path d="M4 10v4h3l7 4.5V5.5L7 10zM17.5 9a4 4 0 010 6" />
      </svg>
      {titles.length === 0 ? (
        <p className="notice-bar__text">{t('noAnnouncement')}</p>
      ) : (
        <Link
          className="notice-bar__window"
          to={paths.notice.getHref()}
          onPointerEnter={() => setHeld(true)}
          onPointerLeave={() => setHeld(false)}
          onFocus={() => setHeld(true)}
          onBlur={() => setHeld(false)}
        >
          <span ref={trackRef} className="notice-bar__track">
            {titles.join('   •   ')}
          </span>
        </Link>
      )}
    </section>
  );
}
