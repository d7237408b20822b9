import type { SocketStatus } from './chat-socket';

const TEXT = {
  connecting: 'Connecting…',
  live: 'Live',
} as const;

/** One line on how current the desk is: live, reconnecting, or stopped (and why). */
export function SocketStatusLine({ status }: { status: SocketStatus }) {
  let text: string;
  switch (status.state) {
    case 'connecting':
    case 'live':
      text = TEXT[status.state];
      break;
    case 'retrying':
      // the wait grows with each failed try (chat-socket.ts); the line says only that it is on its way back
      text = 'Not live: reconnecting…';
      break;
    case 'stopped':
      text = 'Not live: refused by the server, reload to try again';
      break;
  }
  return (
    <p className={`socket-status socket-${status.state}`} role="status">
      <span className="socket-dot" aria-hidden="true" />
      {text}
    </p>
  );
}
