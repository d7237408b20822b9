import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { Announcement } from '@palaro/contract/announcements';
import { useAnnouncements } from '../../../shared/api/announcements/get-announcements';
import { paths } from '../../../shared/config/paths';
import { formatDateTime } from '../../../shared/lib/money/format-date';
import { Link, useSearchParams } from '../../../shared/lib/router';
import { EmptyState } from '../../../shared/ui/empty-state';
import { SafeHtml } from '../../../shared/ui/safe-html/safe-html';
import { Spinner } from '../../../shared/ui/spinner';
import { UnreadBadge } from '../../../shared/ui/unread-badge';
import { useLocallyRead } from '../../../shared/lib/announcements/read-store';
import { useMarkRead, useReaderKey } from '../lib/use-mark-read';
import './notice-screen.css';

const detailHref = (index: number) => `${paths.notice.getHref()}?index=${index}`;

/** /m/notice: the announcements for this visitor's segment, newest first; a tap opens one by its index (SPEC 2.1, 4). */
export default function NoticeScreen() {
  const { t } = useTranslation('content');
  const notices = useAnnouncements();
  const locallyRead = useLocallyRead(useReaderKey());
  const index = Number(useSearchParams().get('index') ?? Number.NaN);
  const list = notices.data?.player ?? [];
  const isRead = (notice: Announcement) => notice.read || locallyRead.includes(notice.id);
  const unread = list.filter((notice) => !isRead(notice)).length;
  const open = Number.isInteger(index) ? list[index] : undefined;

  if (notices.isPending) return <Spinner className="spinner--page" />;
  if (notices.isError) return <EmptyState text={t('notice.error')} />;
  if (open) return <NoticeDetail notice={open} index={index} count={list.length} />;
  if (list.length === 0) return <EmptyState text={t('notice.empty')} />;
  return (
    <section className="notice-list" aria-labelledby="notice-list-title">
      {/* the page's header already names the screen */}
      <h2 id="notice-list-title" className="visually-hidden">
        {t('notice.listTitle')}
      </h2>
      {unread > 0 && (
        <p className="notice-list__summary">
          <UnreadBadge count={unread} />
          <span aria-hidden="true">{t('notice.unread')}</span>
        </p>
      )}
      <ul className="notice-list__items">
        {list.map((notice, position) => (
          <li key={notice.id}>
            <NoticeRow notice={notice} href={detailHref(position)} read={isRead(notice)} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function NoticeRow({ notice, href, read }: { notice: Announcement; href: string; read: boolean }) {
  const { t, i18n } = useTranslation('content');
  return (
    <Link className={read ? 'notice-row' : 'notice-row notice-row--unread'} to={href}>
      <span className="notice-row__title">{notice.title}</span>
      <span className="notice-row__meta">
        {!read && <span className="notice-row__dot">{t('notice.unread')}</span>}
        <time dateTime={new Date(notice.startAt).toISOString()}>
          {formatDateTime(new Date(notice.startAt).toISOString(), i18n.language)}
        </time>
      </span>
    </Link>
  );
}

function NoticeDetail({ notice, index, count }: { notice: Announcement; index: number; count: number }) {
  const { t, i18n } = useTranslation('content');
  const markRead = useMarkRead();
  // opening an announcement reads it
  useEffect(() => markRead(notice.id), [markRead, notice.id]);
  return (
    <article className="notice-detail" aria-labelledby="notice-detail-title">
      <h2 id="notice-detail-title" className="notice-detail__title">
        {notice.title}
      </h2>
      <p className="notice-detail__date">
        {t('notice.published', {
          date: formatDateTime(new Date(notice.startAt).toISOString(), i18n.language),
        })}
      </p>
      <SafeHtml className="notice-detail__content" html={notice.content} />
      <nav className="notice-detail__nav" aria-label={t('notice.pages')}>
        {index > 0 ? (
          <Link className="button button--ghost button--small" to={detailHref(index - 1)} replace>
            {t('notice.previous')}
          </Link>
        ) : (
          <span />
        )}
        <Link className="button button--ghost button--small" to={paths.notice.getHref()}>
          {t('notice.all')}
        </Link>
        {index < count - 1 ? (
          <Link className="button button--ghost button--small" to={detailHref(index + 1)} replace>
            {t('notice.next')}
          </Link>
        ) : (
          <span />
        )}
      </nav>
    </article>
  );
}
