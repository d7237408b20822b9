import { useEffect, useRef, type ReactNode, type RefObject } from 'react';

/**
 * A modal dialog on the browser's own <dialog>, opened with showModal() while it is rendered: the browser keeps focus
 * inside it and makes the page behind it inert, so no focus trap of our own. Escape asks `onDismiss` (the same as the
 * dialog's own way back); while `dismissible` is false (a call in flight) it stays open. When it goes, focus goes to
 * what `returnFocus` answers: the control that opened it.
 */
export function ModalDialog({
  labelledBy,
  dismissible,
  onDismiss,
  initialFocus,
  returnFocus,
  children,
}: {
  labelledBy: string;
  dismissible: boolean;
  onDismiss: () => void;
  /** The control focused on opening; the least harmful one of a confirmation. */
  initialFocus: RefObject<HTMLElement | null>;
  returnFocus: () => HTMLElement | null;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  // the latest callbacks, read by the effect that runs once per opening
  const latest = useRef({ returnFocus });
  useEffect(() => {
    latest.current = { returnFocus };
  });

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    dialog.showModal();
    initialFocus.current?.focus();
    return () => {
      if (dialog.open) dialog.close();
      latest.current.returnFocus()?.focus();
    };
  }, [initialFocus]);

  return (
    <dialog
      ref={ref}
      className="dialog"
      aria-labelledby={labelledBy}
      onCancel={(event) => {
        // Escape: the page decides, so a dialog waiting for an answer is not closed under it
        event.preventDefault();
        if (dismissible) onDismiss();
      }}
      onClose={() => {
        // closed by the browser itself (a second Escape it would not let be refused): the page follows
        if (ref.current && !ref.current.open) onDismiss();
      }}
    >
      {children}
    </dialog>
  );
}
