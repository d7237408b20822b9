import { useToastStore, type Toast } from './toast-store';
import './toast.css';

function ToastItem({ toast }: { toast: Toast }) {
  return <p className={`toast toast--${toast.tone}`}>{toast.message}</p>;
}

/** Announced toasts: information through a status region, errors through an alert region. */
export function ToastHost() {
  const toasts = useToastStore((state) => state.toasts);
  return (
    <div className="toast-host">
      <div role="status" className="toast-stack">
        {toasts.filter((toast) => toast.tone !== 'error').map((toast) => <ToastItem key={toast.id} toast={toast} />)}
      </div>
      <div role="alert" className="toast-stack">
        {toasts.filter((toast) => toast.tone === 'error').map((toast) => <ToastItem key={toast.id} toast={toast} />)}
      </div>
    </div>
  );
}
