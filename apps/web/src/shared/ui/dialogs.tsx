import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from './modal/modal';
import './dialogs.css';

type AlertProps = { open: boolean; title: string; message: ReactNode; confirmLabel?: string; onClose: () => void };

/** A message with one button. */
export function AlertDialog({ open, title, message, confirmLabel, onClose }: AlertProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const messageId = useId();
  return (
    <Modal open={open} onClose={onClose} labelledBy={titleId} describedBy={messageId}>
      <div className="dialog">
        <h2 id={titleId} className="dialog__title">
          {title}
        </h2>
        <div id={messageId} className="dialog__message">
          {message}
        </div>
        <div className="dialog__actions">
          <button type="button" className="button button--primary" onClick={onClose}>
            {confirmLabel ?? t('common.ok')}
          </button>
        </div>
      </div>
    </Modal>
  );
}

type PromptProps = {
  open: boolean;
  title: string;
  message: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  onConfirm: () => void;
  onCancel: () => void;
};

/** A question with confirm and cancel. */
export function PromptDialog({ open, title, message, confirmLabel, cancelLabel, onConfirm, onCancel }: PromptProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const messageId = useId();
  return (
    <Modal open={open} onClose={onCancel} labelledBy={titleId} describedBy={messageId}>
      <div className="dialog">
        <h2 id={titleId} className="dialog__title">
          {title}
        </h2>
        <div id={messageId} className="dialog__message">
          {message}
        </div>
        <div className="dialog__actions">
          <button type="button" className="button button--ghost" onClick={onCancel}>
            {cancelLabel ?? t('common.cancel')}
          </button>
          <button type="button" className="button button--primary" onClick={onConfirm}>
            {confirmLabel ?? t('common.confirm')}
          </button>
        </div>
      </div>
    </Modal>
  );
}
