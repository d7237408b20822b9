import type { ChatMessage } from '@palaro/contract';
import { formatShort } from '../../shared/lib/format-time';
import { AuthImage } from '../../shared/ui/auth-image';
import { opsChatImagePath } from './image-path';

const EVENT_TEXT = { taken: 'Conversation taken', closed: 'Conversation closed' } as const;

/** One message: the player's on the left, operators' on the right, the system's as a line between them. */
export function MessageItem({ message, player }: { message: ChatMessage; player: string }) {
  const time = (
    <time className="muted small" dateTime={new Date(message.sentAt).toISOString()}>
      {formatShort(message.sentAt)}
    </time>
  );
  if (message.author === 'system') {
    const text = message.text || (message.event ? EVENT_TEXT[message.event] : '');
    return (
      <li className="message message-system">
        <span>{text}</span> {time}
      </li>
    );
  }
  const who = message.author === 'player' ? player : (message.operatorName ?? 'Operator');
  return (
    <li className={`message message-${message.author}`}>
      <span className="message-meta">
        <strong>{who}</strong> {time}
      </span>
      <div className="bubble">
        {message.imageUrl ? (
          <AuthImage path={opsChatImagePath(message.imageUrl)} alt={`Image from ${who}`} className="message-image" />
        ) : null}
        {message.text ? <p className="message-text">{message.text}</p> : null}
      </div>
    </li>
  );
}
