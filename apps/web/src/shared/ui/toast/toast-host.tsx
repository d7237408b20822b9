import { useEffect } from 'react';
import { innermostDialog, useToastStore, type Toast } from './toast-store';
import { trackUsedControls } from './toast-placement';
import './toast.css';

const NONE: Toast[] = [];

function ToastItem({ toast }: { toast: Toast }) {
  return <p className={`toast toast--${toast.tone}`}>{toast.message}</p>;
}

/** Announced toasts: information through a status region, errors through an alert region. */
function ToastRegions({ toasts }: { toasts: Toast[] }) {
  return (
    <>
      <div role="status" className="toast-stack">
        {toasts
          .filter((toast) => toast.tone !== 'error')
          .map((toast) => (
            <ToastItem key={toast.id} toast={toast} />
          ))}
      </div>
      <div role="alert" className="toast-stack">
        {toasts
          .filter((toast) => toast.tone === 'error')
          .map((toast) => (
            <ToastItem key={toast.id} toast={toast} />
          ))}
      </div>
    </>
  );
}

/** The page's toasts; while a dialog is open the page is behind it, and they show inside the dialog (DialogToasts). */
export function ToastHost() {
  const behindDialog = useToastStore((state) => state.dialogs.length > 0);
  const toasts = useToastStore((state) => state.toasts);
  const side = useToastStore((state) => state.side);
  useEffect(() => trackUsedControls(), []);
  return (
    <div className={`toast-host toast-host--${side}`} hidden={behindDialog}>
      <ToastRegions toasts={behindDialog ? NONE : toasts} />
    </div>
  );
}

/** The innermost dialog's toasts, in the flow at the top of its panel: they push its content down rather than cover it. */
export function DialogToasts({ dialog }: { dialog: number }) {
  const innermost = useToastStore((state) => innermostDialog(state) === dialog);
  const toasts = useToastStore((state) => state.toasts);
  // no empty regions inside a dialog: its own content may hold an alert (the disclaimer's refusal), and one alert
  // per dialog is what assistive technology and its users expect
  if (!innermost || toasts.length === 0) return null;
  return (
    <div className="toast-host toast-host--dialog">
      <ToastRegions toasts={toasts} />
    </div>
  );
}
