import { useEffect, useId, useMemo, useRef, useState, type TouchEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TIMING } from '@palaro/contract/constants';
import { useAnnouncements } from '../../../shared/api/announcements/get-announcements';
import { paths } from '../../../shared/config/paths';
import { useNavigate } from '../../../shared/lib/router';
import { useSession } from '../../../shared/lib/session/session-store';
import { Modal } from '../../../shared/ui/modal/modal';
import { SafeHtml } from '../../../shared/ui/safe-html/safe-html';
import {
  closedRecord,
  popupHash,
  popupsFor,
  readPopupRecord,
  segmentsOf,
  shouldShowPopup,
  writePopupRecord,
} from '../lib/popup-record';
import { useReaderKey } from '../lib/use-mark-read';
import './announcement-popup.css';

/** Closed on this visit: closing without "do not show today" keeps it away until the next visit. */
const closedThisVisit = new Set<string>();
const SWIPE_PX = 40;
const BODY_MARKER = 'popup-on';

/**
 * SPEC 2.3 and 4, the announcement popup: the visitor's segment's popups as swipeable slides, decided 500 ms after
 * mount or a change of the list; close button, "do not show today" (ticked by default) and forced reading as each
 * popup asks; an activity footer for a popup tied to a promotion.
 */
export default function AnnouncementPopup() {
  const { t } = useTranslation('content');
  const navigate = useNavigate();
  const session = useSession();
  const user = useReaderKey();
  const all = useAnnouncements().data?.popup;
  const popups = useMemo(() => popupsFor(all ?? [], segmentsOf(session)), [all, session]);
  const listKey = popups.map(popupHash).join(',');
  const [open, setOpen] = useState(false);
  const [index, setIndex] = useState(0);
  const [hideToday, setHideToday] = useState(true);
  const touchX = useRef<number | null>(null);
  const titleId = useId();

  useEffect(() => {
    if (!listKey) return undefined;
    const timer = setTimeout(() => {
      setIndex(0);
      setOpen(shouldShowPopup(popups, readPopupRecord(user), Date.now(), closedThisVisit.has(user)));
    }, TIMING.popupCheckDelayMs);
    return () => clearTimeout(timer);
    // the list's content decides, not its identity
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [listKey, user]);

  useEffect(() => {
    if (!open) return undefined;
    document.body.classList.add(BODY_MARKER);
    return () => document.body.classList.remove(BODY_MARKER);
  }, [open]);

  const current = popups[Math.min(index, popups.length - 1)];
  if (!current) return null;
  const options = current.popup;
  const last = index >= popups.length - 1;
  const go = (next: number) => setIndex(Math.max(0, Math.min(popups.length - 1, next)));

  const shut = () => {
    writePopupRecord(user, closedRecord(popups, Boolean(options?.hideToday) && hideToday, Date.now()));
    closedThisVisit.add(user);
    setOpen(false);
  };
  // with forced reading, closing before the last slide turns to the next one instead
  const close = () => (options?.forcedReading && !last ? go(index + 1) : shut());
  const goToActivity = () => {
    shut();
    if (session) navigate(paths.rewardCenter.getHref());
    else navigate(options?.preferRegister ? paths.register.getHref() : paths.login.getHref());
  };

  const onTouchStart = (event: TouchEvent) => {
    touchX.current = event.touches[0]?.clientX ?? null;
  };
  const onTouchEnd = (event: TouchEvent) => {
    const start = touchX.current;
    const end = event.changedTouches[0]?.clientX;
    touchX.current = null;
    if (start === null || end === undefined || Math.abs(end - start) < SWIPE_PX) return;
    go(end < start ? index + 1 : index - 1);
  };

  return (
    <Modal
      open={open}
      labelledBy={titleId}
      durationMs={TIMING.popupAnimationMs}
      className="announcement-popup"
      onClose={options?.closable ? close : undefined}
    >
      {options?.closable && (
        <button type="button" className="announcement-popup__close" aria-label={t('popup.close')} onClick={close}>
          <svg className="icon" viewBox="0 0 24 24" aria-hidden="true">
            <path d="M6 6l12 12M18 6L6 18" />
          </svg>
        </button>
      )}
      <div className="announcement-popup__viewport" onTouchStart={onTouchStart} onTouchEnd={onTouchEnd}>
        <div className="announcement-popup__track" style={{ transform: `translateX(${-index * 100}%)` }}>
          {popups.map((popup, position) => (
            <section
              key={popup.id}
              className="announcement-popup__slide"
              role="group"
              aria-roledescription={t('popup.slide')}
              aria-label={t('popup.slideOf', { index: position + 1, count: popups.length })}
              aria-hidden={position !== index || undefined}
              inert={position !== index}
            >
              <h2 id={position === index ? titleId : undefined} className="announcement-popup__title">
                {popup.title}
              </h2>
              <SafeHtml className="announcement-popup__content" html={popup.content} />
            </section>
          ))}
        </div>
      </div>
      {options?.hideToday && (
        <label className="announcement-popup__hide">
          <input type="checkbox" checked={hideToday} onChange={(event) => setHideToday(event.target.checked)} />
          {t('popup.hideToday')}
        </label>
      )}
      {current.promotionType ? (
        <div className="announcement-popup__actions">
          <button type="button" className="button button--ghost" onClick={close}>
            {t('popup.gotIt')}
          </button>
          <button type="button" className="button button--primary" onClick={goToActivity}>
            {t('popup.goActivity')}
          </button>
        </div>
      ) : (
        <div className="announcement-popup__actions">
          {popups.length > 1 && (
            <button type="button" className="button button--ghost" disabled={index === 0} onClick={() => go(index - 1)}>
              {t('popup.previous')}
            </button>
          )}
          {last ? (
            <button type="button" className="button button--primary" onClick={shut}>
              {t('popup.gotIt')}
            </button>
          ) : (
            <button type="button" className="button button--primary" onClick={() => go(index + 1)}>
              {t('popup.next')}
            </button>
          )}
        </div>
      )}
    </Modal>
  );
}
