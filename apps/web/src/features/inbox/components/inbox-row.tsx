import { useTranslation } from 'react-i18next';
import type { InboxMessage } from '@palaro/contract/inbox';
import { formatDateTime } from '../../../shared/lib/money/format-date';
import { Link } from '../../../shared/lib/router';
import { previewText } from './inbox-text';

type Props = { message: InboxMessage; href: string; selecting: boolean; selected: boolean; onToggle: () => void };

/** One message of the list: a link to it, or (while selecting) a checkbox row. */
export function InboxRow({ message, href, selecting, selected, onToggle }: Props) {
  const { t, i18n } = useTranslation('content');
  const className = `inbox-row${message.read ? '' : ' inbox-row--unread'}${selected ? ' inbox-row--selected' : ''}`;
  const body = (
    <>
      <span className="inbox-row__head">
        {!message.read && <span className="inbox-row__dot" aria-label={t('inbox.unread')} role="img" />}
        <span className="inbox-row__title">{message.title}</span>
        <time className="inbox-row__date" dateTime={new Date(message.sentAt).toISOString()}>
          {formatDateTime(new Date(message.sentAt).toISOString(), i18n.language)}
        </time>
      </span>
      <span className="inbox-row__preview">{previewText(message.content)}</span>
      {message.source === 'feedback' && <span className="inbox-row__tag">{t('inbox.feedbackReply')}</span>}
    </>
  );
  if (selecting) {
    return (
      <label className={className}>
        <input type="checkbox" className="inbox-row__check" checked={selected} onChange={onToggle} />
        <span className="inbox-row__body">{body}</span>
      </label>
    );
  }
  return (
    <Link className={className} to={href}>
      <span className="inbox-row__body">{body}</span>
    </Link>
  );
}
