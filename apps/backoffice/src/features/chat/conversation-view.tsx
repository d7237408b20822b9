import { useEffect, useRef, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { chatMessageSchema } from '@palaro/contract';
import { errorMessage } from '../../shared/api/api-error';
import { formatDateTime } from '../../shared/lib/format-time';
import { useOperator } from '../../shared/session/session-store';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog';
import { ErrorBanner } from '../../shared/ui/error-banner';
import { Loading } from '../../shared/ui/loading';
import {
  chatKeys,
  closeChat,
  getChat,
  markChatRead,
  sendChatMessage,
  takeChat,
  withMessage,
  type ChatDetail,
  type ChatPage,
} from './api';
import { Composer } from './composer';
import { MessageItem } from './message-item';
import { usePendingMessages } from './pending-messages';
import { ChatStatusBadge } from './status-badge';
import { useDocumentVisible } from './use-document-visible';

/** One conversation: its messages, take / close, and the answer box. Keyed by id, so nothing leaks between them. */
export function ConversationView({ id }: { id: string }) {
  const queryClient = useQueryClient();
  const operator = useOperator();
  const visible = useDocumentVisible();
  const detail = useQuery({ queryKey: chatKeys.detail(id), queryFn: ({ signal }) => getChat(id, signal) });
  const pending = usePendingMessages();
  const [confirmClose, setConfirmClose] = useState(false);
  const endRef = useRef<HTMLLIElement>(null);

  const refresh = () => queryClient.invalidateQueries({ queryKey: chatKeys.all });
  const take = useMutation({ mutationFn: () => takeChat(id), onSettled: refresh });
  const close = useMutation({
    mutationFn: () => closeChat(id),
    onSuccess: () => setConfirmClose(false),
    onSettled: refresh,
  });
  const read = useMutation({
    mutationFn: () => markChatRead(id),
    onSuccess: () => {
      queryClient.setQueryData<ChatDetail>(chatKeys.detail(id), (data) =>
        data ? { ...data, conversation: { ...data.conversation, unread: 0 } } : data,
      );
      queryClient.setQueriesData<ChatPage>({ queryKey: chatKeys.lists }, (page) =>
        page ? { ...page, list: page.list.map((c) => (c.id === id ? { ...c, unread: 0 } : c)) } : page,
      );
    },
  });

  const send = async (message: { clientId: string; text: string }) => {
    try {
      const answer = await sendChatMessage(id, message);
      pending.remove(message.clientId);
      const sent = chatMessageSchema.safeParse(answer);
      if (sent.success)
        queryClient.setQueryData<ChatDetail>(chatKeys.detail(id), (data) => withMessage(data, sent.data));
      await refresh();
    } catch (failure) {
      pending.failed(message.clientId, failure);
    }
  };

  // Unread player messages count as read once the operator has the conversation in front of them.
  const conversation = detail.data?.conversation;
  const readKey = conversation && conversation.unread > 0 ? `${conversation.id}:${conversation.lastMessageAt}` : null;
  const markedRef = useRef<string | null>(null);
  const { mutate: markRead } = read;
  useEffect(() => {
    if (!readKey || !visible || markedRef.current === readKey) return;
    markedRef.current = readKey;
    markRead();
  }, [readKey, visible, markRead]);

  const messageCount = (detail.data?.messages.length ?? 0) + pending.pending.length;
  useEffect(() => {
    endRef.current?.scrollIntoView?.({ block: 'end' });
  }, [messageCount]);

  if (detail.isPending) return <Loading label="Loading the conversation…" />;
  if (detail.isError)
    return (
      <ErrorBanner title="Could not open the conversation" error={detail.error} onRetry={() => void detail.refetch()} />
    );
  const { messages } = detail.data;
  const current = detail.data.conversation;
  const closed = current.status === 'closed';
  const actionError = take.error ?? close.error;

  return (
    <article className="conversation" aria-label={`Conversation with ${current.username}`}>
      <header className="conversation-header">
        <div>
          <h2>{current.username}</h2>
          <p className="muted small">
            <ChatStatusBadge status={current.status} />{' '}
            {current.operatorName ? `Taken by ${current.operatorName}` : 'No operator yet'} · started{' '}
            {formatDateTime(current.createdAt)}
          </p>
        </div>
        <div className="actions">
          {current.status === 'waiting' ? (
            <button
              type="button"
              className="button button-primary"
              disabled={take.isPending}
              onClick={() => take.mutate()}
            >
              Take
            </button>
          ) : null}
          {!closed ? (
            <button type="button" className="button" onClick={() => setConfirmClose(true)}>
              Close
            </button>
          ) : null}
        </div>
      </header>
      {actionError ? <ErrorBanner title="That did not work" error={actionError} /> : null}
      {read.error ? <ErrorBanner title="Could not mark the messages read" error={read.error} /> : null}
      <ol className="messages" role="log" aria-label="Messages" aria-live="polite">
        {messages.map((message) => (
          <MessageItem key={message.id} message={message} player={current.username} />
        ))}
        {pending.pending.map((item) => (
          <li key={item.clientId} className="message message-operator message-pending">
            <span className="message-meta">
              <strong>{operator.username}</strong>{' '}
              <span className="muted small">{item.failure ? 'Not sent' : 'Sending…'}</span>
            </span>
            <div className="bubble">
              <p className="message-text">{item.text}</p>
            </div>
            {item.failure ? (
              <div className="pending-failure" role="alert">
                <span>{errorMessage(item.failure)}</span>
                <button
                  type="button"
                  className="button button-small"
                  onClick={() => {
                    pending.retrying(item.clientId);
                    void send({ clientId: item.clientId, text: item.text });
                  }}
                >
                  Send again
                </button>
                <button type="button" className="button button-small" onClick={() => pending.remove(item.clientId)}>
                  Discard
                </button>
              </div>
            ) : null}
          </li>
        ))}
        <li ref={endRef} aria-hidden="true" className="messages-end" />
      </ol>
      <Composer
        disabled={closed}
        disabledReason="This conversation is closed"
        onSend={(message) => {
          pending.add(message);
          void send(message);
        }}
      />
      {confirmClose ? (
        <ConfirmDialog
          title="Close this conversation?"
          confirmLabel="Close conversation"
          busy={close.isPending}
          onConfirm={() => close.mutate()}
          onCancel={() => setConfirmClose(false)}
        >
          <p>No one can answer in it after this; when {current.username} writes again, a new conversation opens.</p>
        </ConfirmDialog>
      ) : null}
    </article>
  );
}
