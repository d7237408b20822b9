import { useEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { TIMING } from '@palaro/contract/constants';
import { DialogToasts } from '../toast/toast-host';
import { newDialogId, openDialogLayer } from '../toast/toast-store';
import { useFocusTrap } from './use-focus-trap';
import { usePresence } from './use-presence';
import './modal.css';

export type ModalProps = {
  open: boolean;
  /** Without it the popup cannot be dismissed by Escape or the mask (e.g. the age disclaimer). */
  onClose?: () => void;
  labelledBy?: string;
  label?: string;
  describedBy?: string;
  placement?: 'center' | 'left' | 'bottom';
  className?: string;
  /**
   * In place instead of in a portal on the body: a popup the server draws with the page (a server render has no
   * portals), where it must stay for the app to hydrate it. Fixed in place, so it covers the page either way.
   */
  inline?: boolean;
  /** How long it animates in and out; the modal's 300 ms unless a popup of its own has another (SPEC 9). */
  durationMs?: number;
  children: ReactNode;
};

// Popups can stack, so the page stays locked until the last one has closed.
let openPopups = 0;

function lockPageScroll(): () => void {
  openPopups += 1;
  document.body.classList.add('has-modal');
  return () => {
    openPopups -= 1;
    if (openPopups === 0) document.body.classList.remove('has-modal');
  };
}

/** A dialog over a mask; the mask ignores clicks in the first 300 ms so the tap that opened it cannot close it. */
export function Modal({
  open,
  onClose,
  labelledBy,
  label,
  describedBy,
  placement = 'center',
  className = '',
  inline = false,
  durationMs = TIMING.modalCloseMs,
  children,
}: ModalProps) {
  const phase = usePresence(open, durationMs);
  const panelRef = useRef<HTMLDivElement>(null);
  const openedAt = useRef(0);
  const [dialog] = useState(newDialogId);

  useEffect(() => {
    if (!open) return undefined;
    openedAt.current = Date.now();
    const unlock = lockPageScroll();
    const closeLayer = openDialogLayer(dialog);
    return () => {
      closeLayer();
      unlock();
    };
  }, [open, dialog]);

  useFocusTrap(panelRef, phase === 'open', onClose);

  if (phase === 'closed') return null;

  const onMaskClick = () => {
    if (!onClose || Date.now() - openedAt.current < TIMING.maskIgnoreClicksMs) return;
    onClose();
  };

  const layer = (
    <div
      className={`modal modal--${placement}`}
      data-state={phase}
      style={durationMs === TIMING.modalCloseMs ? undefined : ({ '--popup-ms': `${durationMs}ms` } as CSSProperties)}
    >
      <div className="modal__mask" data-testid="modal-mask" aria-hidden="true" onClick={onMaskClick} />
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={labelledBy}
        aria-label={labelledBy ? undefined : label}
        aria-describedby={describedBy}
        tabIndex={-1}
        className={`modal__panel ${className}`}
      >
        <DialogToasts dialog={dialog} />
        {children}
      </div>
    </div>
  );
  return inline ? layer : createPortal(layer, document.body);
}
