import { useCallback, useState } from 'react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Route, Switch, useRoute } from 'wouter';
import type { ChatSocketEvent } from '@palaro/contract';
import { EmptyState } from '../../shared/ui/empty-state';
import { chatKeys, listChats, withMessage, type ChatDetail, type ChatFilters } from './api';
import { ConversationList } from './conversation-list';
import { ConversationView } from './conversation-view';
import { SocketStatusLine } from './socket-status';
import { useChatSocket } from './use-chat-socket';

/**
 * The live chat desk: conversations on the left (waiting first, unread counts, status and player filters), the open
 * one on the right. The socket keeps both current; after every reconnect they load again, since events may have
 * been missed while it was down.
 */
export default function ChatDesk() {
  const queryClient = useQueryClient();
  const [filters, setFilters] = useState<ChatFilters>({ status: 'all', player: '', pageNo: 1 });
  const [, params] = useRoute<{ id: string }>('/:id');
  const openId = params?.id;
  const list = useQuery({
    queryKey: chatKeys.list(filters),
    queryFn: ({ signal }) => listChats(filters, signal),
    placeholderData: keepPreviousData,
  });

  const onEvent = useCallback(
    (event: ChatSocketEvent) => {
      if (event.type === 'message') {
        queryClient.setQueryData<ChatDetail>(chatKeys.detail(event.message.conversationId), (data) =>
          withMessage(data, event.message),
        );
        void queryClient.invalidateQueries({ queryKey: chatKeys.lists });
      } else if (event.type === 'conversation') {
        queryClient.setQueryData<ChatDetail>(chatKeys.detail(event.conversationId), (data) =>
          data
            ? {
                ...data,
                conversation: { ...data.conversation, status: event.status, operatorName: event.operatorName },
              }
            : data,
        );
        void queryClient.invalidateQueries({ queryKey: chatKeys.lists });
      }
    },
    [queryClient],
  );
  const onReady = useCallback(() => void queryClient.invalidateQueries({ queryKey: chatKeys.all }), [queryClient]);
  const socket = useChatSocket({ onEvent, onReady });

  return (
    <div className="desk">
      <section className="desk-list" aria-labelledby="desk-title">
        <header className="pane-header">
          <h1 id="desk-title">Live chat</h1>
          <SocketStatusLine status={socket} />
        </header>
        <ConversationList
          filters={filters}
          onFilters={setFilters}
          page={list.data}
          loading={list.isPending}
          error={list.error}
          onRetry={() => void list.refetch()}
          openId={openId}
        />
      </section>
      <section className="desk-conversation">
        <Switch>
          <Route path="/:id">{(route) => <ConversationView key={route.id} id={route.id} />}</Route>
          <Route>
            <EmptyState title="No conversation open">Choose one from the list to read and answer it.</EmptyState>
          </Route>
        </Switch>
      </section>
    </div>
  );
}
