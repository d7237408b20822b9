import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OpsInboxMessage } from '@palaro/contract';
import { formatDateTime, formatShort } from '../../shared/lib/format-time';
import { Badge } from '../../shared/ui/badge';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog';
import { EmptyState } from '../../shared/ui/empty-state';
import { ErrorBanner } from '../../shared/ui/error-banner';
import { inboxKeys, withdrawMessage, type InboxPage } from './api';
import { audienceText, titleOf } from './audience';

type Props = { page: InboxPage; canWithdraw: boolean };

function readShare(message: OpsInboxMessage): string {
  if (message.recipients === 0) return '–';
  return `${message.readBy} (${Math.round((message.readBy / message.recipients) * 100)}%)`;
}

/** Sent messages, newest first: audience, reach and reads; admins may withdraw one. */
export function SentList({ page, canWithdraw }: Props) {
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState<OpsInboxMessage | null>(null);
  const withdraw = useMutation({
    mutationFn: (id: string) => withdrawMessage(id),
    onSuccess: () => setAsking(null),
    onSettled: () => queryClient.invalidateQueries({ queryKey: inboxKeys.all }),
  });

  if (page.list.length === 0) return <EmptyState title="No messages sent yet" />;
  return (
    <>
      {withdraw.error ? <ErrorBanner title="Could not withdraw the message" error={withdraw.error} /> : null}
      <table className="table">
        <thead>
          <tr>
            <th scope="col">Sent</th>
            <th scope="col">Title</th>
            <th scope="col">Audience</th>
            <th scope="col" className="num">
              Recipients
            </th>
            <th scope="col" className="num">
              Read
            </th>
            <th scope="col" className="num">
              Deleted
            </th>
            <th scope="col">By</th>
            <th scope="col">Status</th>
            {canWithdraw ? (
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {page.list.map((message) => (
            <tr key={message.id}>
              <td className="nowrap">
                <time dateTime={new Date(message.sentAt).toISOString()} title={formatDateTime(message.sentAt)}>
                  {formatShort(message.sentAt)}
                </time>
              </td>
              <td className="cell-clip">
                {titleOf(message)} {message.source === 'feedback' ? <Badge tone="info">Feedback reply</Badge> : null}
              </td>
              <td>{audienceText(message.audience)}</td>
              <td className="num">{message.recipients}</td>
              <td className="num">{readShare(message)}</td>
              <td className="num">{message.deletedBy}</td>
              <td>{message.createdBy}</td>
              <td>
                {message.retiredAt ? (
                  <Badge tone="neutral">Withdrawn {formatShort(message.retiredAt)}</Badge>
                ) : (
                  <Badge tone="success">Delivered</Badge>
                )}
              </td>
              {canWithdraw ? (
                <td>
                  {message.retiredAt ? null : (
                    <button
                      type="button"
                      className="button button-small button-danger-quiet"
                      aria-label={`Withdraw “${titleOf(message)}”`}
                      onClick={() => {
                        withdraw.reset();
                        setAsking(message);
                      }}
                    >
                      Withdraw
                    </button>
                  )}
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
      {asking ? (
        <ConfirmDialog
          title="Withdraw this message?"
          confirmLabel="Withdraw"
          tone="danger"
          busy={withdraw.isPending}
          onConfirm={() => withdraw.mutate(asking.id)}
          onCancel={() => setAsking(null)}
        >
          <p>
            “{titleOf(asking)}” disappears from the inbox of all {asking.recipients} recipients. It stays in this list
            as withdrawn.
          </p>
        </ConfirmDialog>
      ) : null}
    </>
  );
}
