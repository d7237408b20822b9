import { useQuery } from '@tanstack/react-query';
import { formatDateTime } from '../../shared/lib/format-time';
import { AuthImage } from '../../shared/ui/auth-image';
import { ErrorBanner } from '../../shared/ui/error-banner';
import { Loading } from '../../shared/ui/loading';
import { feedbackKeys, getFeedback } from './api';
import { feedbackTypeName } from './feedback-types';
import { ReplyForm } from './reply-form';
import { FeedbackStatusBadge } from './status-badge';

/** One feedback in full: who, what type, the text, its images, and the reply form while it is open. */
export function FeedbackDetail({ id }: { id: string }) {
  const item = useQuery({ queryKey: feedbackKeys.item(id), queryFn: ({ signal }) => getFeedback(id, signal) });
  if (item.isPending) return <Loading label="Loading the feedback…" />;
  if (item.isError)
    return <ErrorBanner title="Could not open the feedback" error={item.error} onRetry={() => void item.refetch()} />;
  const feedback = item.data;
  return (
    <article className="detail" aria-labelledby="feedback-title">
      <header className="detail-header">
        <h2 id="feedback-title">{feedbackTypeName(feedback.type)}</h2>
        <FeedbackStatusBadge status={feedback.status} />
      </header>
      <dl className="facts">
        <dt>Player</dt>
        <dd>{feedback.username}</dd>
        <dt>Name given</dt>
        <dd>{feedback.sender || <span className="muted">none</span>}</dd>
        <dt>Received</dt>
        <dd>{formatDateTime(feedback.createdAt)}</dd>
        {feedback.status === 'answered' ? (
          <>
            <dt>Answered</dt>
            <dd>
              {feedback.answeredBy ?? 'an operator'}
              {feedback.answeredAt ? `, ${formatDateTime(feedback.answeredAt)}` : ''}
            </dd>
          </>
        ) : null}
      </dl>
      <section aria-label="Message">
        <p className="feedback-content">{feedback.content}</p>
      </section>
      {feedback.images.length > 0 ? (
        <section aria-label="Images" className="image-row">
          {feedback.images.map((path, index) => (
            <AuthImage key={path} path={path} alt={`Image ${index + 1} of ${feedback.images.length}`} />
          ))}
        </section>
      ) : null}
      {feedback.status === 'open' ? (
        <ReplyForm feedbackId={feedback.id} player={feedback.username} />
      ) : (
        <p className="banner banner-info">This feedback has been answered; the reply is in the player’s inbox.</p>
      )}
    </article>
  );
}
