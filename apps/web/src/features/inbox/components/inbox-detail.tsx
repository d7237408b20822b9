import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { InboxMessage } from '@palaro/contract/inbox';
import { paths } from '../../../shared/config/paths';
import { errorText } from '../../../shared/lib/error-text';
import { formatDateTime } from '../../../shared/lib/money/format-date';
import { useNavigate } from '../../../shared/lib/router';
import { PromptDialog } from '../../../shared/ui/dialogs';
import { SafeHtml } from '../../../shared/ui/safe-html/safe-html';
import { showToast } from '../../../shared/ui/toast/toast-store';
import { useChangeInbox } from '../api/change-inbox';

/** One message opened: reading it marks it read; it can be marked unread again or deleted. */
export function InboxDetail({ message }: { message: InboxMessage }) {
  const { t, i18n } = useTranslation('content');
  const navigate = useNavigate();
  const change = useChangeInbox();
  const [confirming, setConfirming] = useState(false);
  const markedOnOpen = useRef(false);

  useEffect(() => {
    if (message.read || markedOnOpen.current) return;
    markedOnOpen.current = true;
    change.mutate({ ids: [message.id], action: 'read' });
  }, [change, message.id, message.read]);

  const act = (action: 'unread' | 'delete') =>
    change.mutate(
      { ids: [message.id], action },
      {
        onSuccess: () => {
          showToast(t(action === 'delete' ? 'inbox.deleted' : 'inbox.markedUnread'), { tone: 'success' });
          navigate(paths.webEmail.getHref(), { replace: true });
        },
        onError: (error) => showToast(errorText(t, error), { tone: 'error' }),
      },
    );

  return (
    <article className="inbox-detail" aria-labelledby="inbox-detail-title">
      <h2 id="inbox-detail-title" className="inbox-detail__title">
        {message.title}
      </h2>
      <p className="inbox-detail__date">
        {message.source === 'feedback' && <span className="inbox-row__tag">{t('inbox.feedbackReply')}</span>}
        {formatDateTime(new Date(message.sentAt).toISOString(), i18n.language)}
      </p>
      <SafeHtml className="inbox-detail__content" html={message.content} />
      <div className="inbox-detail__actions">
        <button
          type="button"
          className="button button--ghost button--small"
          disabled={change.isPending}
          onClick={() => act('unread')}
        >
          {t('inbox.markUnread')}
        </button>
        <button
          type="button"
          className="button button--ghost button--small inbox__danger"
          disabled={change.isPending}
          onClick={() => setConfirming(true)}
        >
          {t('inbox.delete')}
        </button>
      </div>
      <PromptDialog
        open={confirming}
        title={t('inbox.deleteTitle')}
        message={t('inbox.deleteText', { count: 1 })}
        confirmLabel={t('inbox.delete')}
        onConfirm={() => {
          setConfirming(false);
          act('delete');
        }}
        onCancel={() => setConfirming(false)}
      />
    </article>
  );
}
