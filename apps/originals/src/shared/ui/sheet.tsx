import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useT } from '../i18n/i18n';
import { BackIcon, CloseIcon } from './icons';

type Props = { title: string; onClose: () => void; onBack?: (() => void) | undefined; children: ReactNode };

/** A bottom sheet over the game: a modal dialog that Escape, the close button or the backdrop dismisses. */
export function Sheet({ title, onClose, onBack, children }: Props) {
  const t = useT();
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const close = useRef(onClose);

  useEffect(() => {
    close.current = onClose;
  }, [onClose]);

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    panel.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close.current();
    };
    window.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('keydown', onKey);
      opener?.focus();
    };
  }, []);

  return (
    <div className="sheet-layer">
      <div className="sheet-backdrop" aria-hidden="true" onClick={onClose} />
      <div ref={panel} className="sheet" role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
        <div className="sheet__grip" aria-hidden="true" />
        <div className="sheet__head">
          {onBack ? (
            <button type="button" className="icon-button" aria-label={t('common.back')} onClick={onBack}>
              <BackIcon />
            </button>
          ) : (
            <span className="icon-button icon-button--spacer" aria-hidden="true" />
          )}
          <h2 id={titleId} className="sheet__title">
            {title}
          </h2>
          <button type="button" className="icon-button" aria-label={t('common.close')} onClick={onClose}>
            <CloseIcon />
          </button>
        </div>
        <div className="sheet__body">{children}</div>
      </div>
    </div>
  );
}
