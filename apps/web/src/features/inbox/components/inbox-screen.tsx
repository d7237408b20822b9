import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { InboxMessage } from '@palaro/contract/inbox';
import { useInboxUnread } from '../../../shared/api/unread/unread-counts';
import { paths } from '../../../shared/config/paths';
import { errorText } from '../../../shared/lib/error-text';
import { useSearchParams } from '../../../shared/lib/router';
import { PromptDialog } from '../../../shared/ui/dialogs';
import { EmptyState } from '../../../shared/ui/empty-state';
import { Spinner } from '../../../shared/ui/spinner';
import { showToast } from '../../../shared/ui/toast/toast-store';
import { UnreadBadge } from '../../../shared/ui/unread-badge';
import { useChangeInbox, type InboxChange } from '../api/change-inbox';
import { useInbox } from '../api/inbox-queries';
import { InboxDetail } from './inbox-detail';
import { InboxRow } from './inbox-row';
import './inbox.css';

const detailHref = (id: string) => `${paths.webEmail.getHref()}?id=${encodeURIComponent(id)}`;

/**
 * /m/webEmail (SPEC 2.1, 2.3): the messages operators sent this player and the answers to their feedback, newest
 * first. All or unread only; a tap opens one (and reads it); a selection is marked read, unread or deleted at once.
 */
export default function InboxScreen() {
  const { t } = useTranslation('content');
  const [unreadOnly, setUnreadOnly] = useState(false);
  const [selecting, setSelecting] = useState(false);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [confirmDelete, setConfirmDelete] = useState(false);
  const inbox = useInbox(unreadOnly);
  const unreadCount = useInboxUnread();
  const change = useChangeInbox();
  const openId = useSearchParams().get('id');
  const messages = useMemo<InboxMessage[]>(() => inbox.data?.pages.flatMap((page) => page.list) ?? [], [inbox.data]);
  // a message opened by its address is looked for in the whole inbox, not only the unread filter
  const all = useInbox(false);
  const open =
    openId === null
      ? undefined
      : (messages.find((message) => message.id === openId) ??
        all.data?.pages.flatMap((page) => page.list).find((message) => message.id === openId));

  if (openId !== null) {
    if (open) return <InboxDetail message={open} />;
    if (all.isPending) return <Spinner className="spinner--page" />;
    return <EmptyState text={t('inbox.gone')} />;
  }

  const toggle = (id: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const allSelected = messages.length > 0 && messages.every((message) => selected.has(message.id));
  const run = (action: InboxChange['action'], ids: readonly string[]) =>
    change.mutate(
      { ids, action },
      {
        onSuccess: () => {
          setSelected(new Set());
          setSelecting(false);
          if (action === 'delete') showToast(t('inbox.deleted'), { tone: 'success' });
        },
        onError: (error) => showToast(errorText(t, error), { tone: 'error' }),
      },
    );
  const unreadIds = messages.filter((message) => !message.read).map((message) => message.id);

  return (
    <section className="inbox" aria-labelledby="inbox-title">
      <h2 id="inbox-title" className="visually-hidden">
        {t('inbox.title')}
      </h2>
      <div className="inbox__toolbar">
        <div className="inbox__filter" role="group" aria-label={t('inbox.filter')}>
          <button
            type="button"
            className="inbox__filter-option"
            aria-pressed={!unreadOnly}
            onClick={() => setUnreadOnly(false)}
          >
            {t('inbox.all')}
          </button>
          <button
            type="button"
            className="inbox__filter-option"
            aria-pressed={unreadOnly}
            onClick={() => setUnreadOnly(true)}
          >
            {t('inbox.unread')}
            {unreadCount > 0 && <UnreadBadge count={unreadCount} />}
          </button>
        </div>
        {messages.length > 0 && (
          <button
            type="button"
            className="button button--ghost button--small"
            onClick={() => {
              setSelecting((value) => !value);
              setSelected(new Set());
            }}
          >
            {selecting ? t('inbox.done') : t('inbox.select')}
          </button>
        )}
      </div>

      {selecting ? (
        <div className="inbox__actions">
          <label className="inbox__select-all">
            <input
              type="checkbox"
              checked={allSelected}
              onChange={() => setSelected(allSelected ? new Set() : new Set(messages.map((message) => message.id)))}
            />
            {t('inbox.selectAll')}
          </label>
          <span className="inbox__selected">{t('inbox.selected', { count: selected.size })}</span>
          <div className="inbox__action-buttons">
            <button
              type="button"
              className="button button--ghost button--small"
              disabled={selected.size === 0 || change.isPending}
              onClick={() => run('read', [...selected])}
            >
              {t('inbox.markRead')}
            </button>
            <button
              type="button"
              className="button button--ghost button--small"
              disabled={selected.size === 0 || change.isPending}
              onClick={() => run('unread', [...selected])}
            >
              {t('inbox.markUnread')}
            </button>
            <button
              type="button"
              className="button button--ghost button--small inbox__danger"
              disabled={selected.size === 0 || change.isPending}
              onClick={() => setConfirmDelete(true)}
            >
              {t('inbox.delete')}
            </button>
          </div>
        </div>
      ) : (
        unreadIds.length > 0 && (
          <button
            type="button"
            className="inbox__read-all"
            disabled={change.isPending}
            onClick={() => run('read', unreadIds)}
          >
            {t('inbox.readAll')}
          </button>
        )
      )}

      {inbox.isPending ? (
        <Spinner className="spinner--page" />
      ) : inbox.isError ? (
        <EmptyState text={t('inbox.error')} />
      ) : messages.length === 0 ? (
        <EmptyState text={unreadOnly ? t('inbox.noUnread') : t('inbox.empty')} />
      ) : (
        <>
          <ul className="inbox__list">
            {messages.map((message) => (
              <li key={message.id}>
                <InboxRow
                  message={message}
                  href={detailHref(message.id)}
                  selecting={selecting}
                  selected={selected.has(message.id)}
                  onToggle={() => toggle(message.id)}
                />
              </li>
            ))}
          </ul>
          {inbox.hasNextPage && (
            <button
              type="button"
              className="button button--ghost inbox__more"
              disabled={inbox.isFetchingNextPage}
              onClick={() => void inbox.fetchNextPage()}
            >
              {inbox.isFetchingNextPage ? t('inbox.loading') : t('inbox.more')}
            </button>
          )}
        </>
      )}

      <PromptDialog
        open={confirmDelete}
        title={t('inbox.deleteTitle')}
        message={t('inbox.deleteText', { count: selected.size })}
        confirmLabel={t('inbox.delete')}
        onConfirm={() => {
          setConfirmDelete(false);
          run('delete', [...selected]);
        }}
        onCancel={() => setConfirmDelete(false)}
      />
    </section>
  );
}
