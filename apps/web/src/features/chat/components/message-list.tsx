import { useEffect, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatMessage } from '@palaro/contract/chat';
import { formatChatTime } from '../lib/chat-time';
import type { ChatState, PendingMessage } from '../lib/chat-state';
import { ChatImage } from './chat-image';

type Props = {
  state: ChatState;
  onRetry: (clientId: string) => void;
  onEarlier: () => void;
};

/** Within this distance of the end, the list follows new messages; further up, the reader is reading back. */
const FOLLOW_PX = 120;

/**
 * The conversation: the player's messages on the right, support's on the left with their name, what happened (taken,
 * closed) centred; the player's messages on their way at the end. Follows new messages while scrolled to the end.
 */
export function MessageList({ state, onRetry, onEarlier }: Props) {
  const { t } = useTranslation('chat');
  const list = useRef<HTMLDivElement>(null);
  const content = useRef<HTMLOListElement>(null);
  const following = useRef(true);
  const keepFromBottom = useRef<number | null>(null);
  const count = state.messages.length + state.pending.length;

  useLayoutEffect(() => {
    const element = list.current;
    if (!element) return;
    if (keepFromBottom.current !== null) {
      // earlier messages came in above: what was on screen stays where it was
      element.scrollTop = element.scrollHeight - keepFromBottom.current;
      keepFromBottom.current = null;
    } else if (following.current) element.scrollTop = element.scrollHeight;
  }, [count]);

  // an image that arrives after its message makes the conversation taller: the end stays in view while following
  useEffect(() => {
    const element = list.current;
    if (!element || !content.current || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      if (following.current && keepFromBottom.current === null) element.scrollTop = element.scrollHeight;
    });
    observer.observe(content.current);
    return () => observer.disconnect();
  }, []);

  const earlier = () => {
    const element = list.current;
    if (element) keepFromBottom.current = element.scrollHeight - element.scrollTop;
    onEarlier();
  };

  return (
    <div
      ref={list}
      className="chat-messages"
      role="log"
      aria-label={t('messages')}
      onScroll={(event) => {
        const element = event.currentTarget;
        following.current = element.scrollHeight - element.scrollTop - element.clientHeight < FOLLOW_PX;
      }}
    >
      {state.hasMore && (
        <button type="button" className="button button--ghost button--small chat-messages__earlier" onClick={earlier}>
          {t('earlier')}
        </button>
      )}
      {state.loaded && count === 0 && <p className="chat-messages__empty">{t('empty')}</p>}
      <ol ref={content} className="chat-messages__list">
        {state.messages.map((message) => (
          <MessageItem key={message.id} message={message} operatorName={state.operatorName} />
        ))}
        {state.pending.map((message) => (
          <PendingItem key={message.clientId} message={message} onRetry={onRetry} />
        ))}
      </ol>
    </div>
  );
}

function MessageItem({ message, operatorName }: { message: ChatMessage; operatorName: string | null }) {
  const { t, i18n } = useTranslation('chat');
  const time = (
    <time className="chat-bubble__time" dateTime={new Date(message.sentAt).toISOString()}>
      {formatChatTime(message.sentAt, i18n.language)}
    </time>
  );
  if (message.author === 'system') {
    const text =
      message.event === 'closed'
        ? t('system.closed')
        : operatorName
          ? t('system.taken', { name: operatorName })
          : message.text;
    return (
      <li className="chat-line chat-line--system">
        <span>{text}</span>
      </li>
    );
  }
  const mine = message.author === 'player';
  return (
    <li className={`chat-line ${mine ? 'chat-line--player' : 'chat-line--operator'}`}>
      {!mine && <span className="chat-line__name">{message.operatorName ?? t('support')}</span>}
      <div className={`chat-bubble ${mine ? 'chat-bubble--player' : 'chat-bubble--operator'}`}>
        {message.imageUrl && <ChatImage path={message.imageUrl} />}
        {message.text && <p className="chat-bubble__text">{message.text}</p>}
        <span className="chat-bubble__meta">
          <span className="visually-hidden">{mine ? t('you') : (message.operatorName ?? t('support'))}, </span>
          {time}
        </span>
      </div>
    </li>
  );
}

function PendingItem({ message, onRetry }: { message: PendingMessage; onRetry: (clientId: string) => void }) {
  const { t } = useTranslation('chat');
  const failed = message.state === 'failed';
  return (
    <li className={`chat-line chat-line--player${failed ? ' chat-line--failed' : ''}`}>
      <div className="chat-bubble chat-bubble--player chat-bubble--pending" aria-busy={!failed}>
        {message.image && <img className="chat-image" src={message.image} alt={t('imagePreview')} />}
        {message.text && <p className="chat-bubble__text">{message.text}</p>}
        <span className="chat-bubble__meta">{failed ? t('failed') : t('sending')}</span>
      </div>
      {failed && (
        <button type="button" className="chat-line__retry" onClick={() => onRetry(message.clientId)}>
          {t('retry')}
        </button>
      )}
    </li>
  );
}
