import { useEffect } from 'react';

export type ToastMessage = { id: number; text: string; tone: 'info' | 'error' };

/** A short message over the game; errors are announced as alerts, the rest as status. */
export function Toast({ message, onDone }: { message: ToastMessage | null; onDone: () => void }) {
  useEffect(() => {
    if (!message) return;
    const timer = setTimeout(onDone, message.tone === 'error' ? 4_000 : 2_500);
    return () => clearTimeout(timer);
  }, [message, onDone]);
  return (
    <div
      className="toast-slot"
      role={message?.tone === 'error' ? 'alert' : 'status'}
      aria-live={message?.tone === 'error' ? 'assertive' : 'polite'}
    >
      {message ? (
        <div key={message.id} className={`toast toast--${message.tone}`}>
          {message.text}
        </div>
      ) : null}
    </div>
  );
}
