import { Link } from 'wouter';
import { CHAT_STATUSES, type OpsChatConversation } from '@palaro/contract';
import { formatShort } from '../../shared/lib/format-time';
import { EmptyState } from '../../shared/ui/empty-state';
import { ErrorBanner } from '../../shared/ui/error-banner';
import { Loading } from '../../shared/ui/loading';
import { Pager } from '../../shared/ui/pager';
import { SearchInput } from '../../shared/ui/search-input';
import type { ChatFilters, ChatPage, ChatStatusFilter } from './api';
import { ChatStatusBadge } from './status-badge';

const STATUS_LABELS: Record<(typeof CHAT_STATUSES)[number], string> = {
  waiting: 'Waiting',
  active: 'Active',
  closed: 'Closed',
};
const FILTERS: { value: ChatStatusFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  ...CHAT_STATUSES.map((status) => ({ value: status, label: STATUS_LABELS[status] })),
];

/** Waiting conversations first, each group in the server's order (latest message first). */
export function waitingFirst(list: OpsChatConversation[]): OpsChatConversation[] {
  return [...list.filter((c) => c.status === 'waiting'), ...list.filter((c) => c.status !== 'waiting')];
}

type Props = {
  filters: ChatFilters;
  onFilters: (filters: ChatFilters) => void;
  page: ChatPage | undefined;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  openId: string | undefined;
};

export function ConversationList({ filters, onFilters, page, loading, error, onRetry, openId }: Props) {
  return (
    <>
      <div className="toolbar">
        <div className="segmented" role="group" aria-label="Status">
          {FILTERS.map((filter) => (
            <button
              key={filter.value}
              type="button"
              aria-pressed={filters.status === filter.value}
              onClick={() => onFilters({ ...filters, status: filter.value, pageNo: 1 })}
            >
              {filter.label}
            </button>
          ))}
        </div>
        <SearchInput
          label="Player"
          value={filters.player}
          onSearch={(player) => onFilters({ ...filters, player, pageNo: 1 })}
        />
      </div>
      {error ? <ErrorBanner title="Could not load the conversations" error={error} onRetry={onRetry} /> : null}
      {loading ? <Loading label="Loading conversations…" /> : null}
      {page && page.list.length === 0 ? (
        <EmptyState title="No conversations">
          {filters.status === 'all' && !filters.player ? 'Players who write to support appear here.' : null}
        </EmptyState>
      ) : null}
      {page && page.list.length > 0 ? (
        <ul className="conversation-list" aria-label="Conversations">
          {waitingFirst(page.list).map((conversation) => (
            <li key={conversation.id}>
              <Link
                href={`/${conversation.id}`}
                className={conversation.id === openId ? 'conversation-item selected' : 'conversation-item'}
                aria-current={conversation.id === openId ? 'page' : undefined}
              >
                <span className="conversation-top">
                  <strong className="conversation-player">{conversation.username}</strong>
                  <ChatStatusBadge status={conversation.status} />
                  <time className="muted small" dateTime={new Date(conversation.lastMessageAt).toISOString()}>
                    {formatShort(conversation.lastMessageAt)}
                  </time>
                </span>
                <span className="conversation-bottom">
                  <span className="conversation-last muted">{conversation.lastMessage || '(image)'}</span>
                  {conversation.unread > 0 ? (
                    <span className="unread" aria-label={`${conversation.unread} unread`}>
                      {conversation.unread > 99 ? '99+' : conversation.unread}
                    </span>
                  ) : null}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      {page && page.totalPages > 1 ? (
        <Pager
          page={page.pageNum}
          totalPages={page.totalPages}
          total={page.total}
          onPage={(pageNo) => onFilters({ ...filters, pageNo })}
        />
      ) : null}
    </>
  );
}
