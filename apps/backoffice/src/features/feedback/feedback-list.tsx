import { Link, useLocation } from 'wouter';
import { FEEDBACK_STATUSES } from '@palaro/contract';
import { formatShort } from '../../shared/lib/format-time';
import { EmptyState } from '../../shared/ui/empty-state';
import { ErrorBanner } from '../../shared/ui/error-banner';
import { Loading } from '../../shared/ui/loading';
import { Pager } from '../../shared/ui/pager';
import { SearchInput } from '../../shared/ui/search-input';
import type { FeedbackFilters, FeedbackPage, FeedbackStatusFilter } from './api';
import { feedbackTypeName } from './feedback-types';
import { FeedbackStatusBadge } from './status-badge';

const FILTERS: { value: FeedbackStatusFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  ...FEEDBACK_STATUSES.map((status) => ({ value: status, label: status === 'open' ? 'Open' : 'Answered' })),
];

type Props = {
  filters: FeedbackFilters;
  onFilters: (filters: FeedbackFilters) => void;
  page: FeedbackPage | undefined;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  openId: string | undefined;
};

/** The queue, newest first: one row per feedback, the open one marked. */
export function FeedbackList({ filters, onFilters, page, loading, error, onRetry, openId }: Props) {
  const [, navigate] = useLocation();
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
      {error ? <ErrorBanner title="Could not load the feedback" error={error} onRetry={onRetry} /> : null}
      {loading ? <Loading label="Loading feedback…" /> : null}
      {page && page.list.length === 0 ? <EmptyState title="No feedback here" /> : null}
      {page && page.list.length > 0 ? (
        <table className="table table-clickable">
          <thead>
            <tr>
              <th scope="col">Received</th>
              <th scope="col">Player</th>
              <th scope="col">Type</th>
              <th scope="col">Message</th>
              <th scope="col">Status</th>
            </tr>
          </thead>
          <tbody>
            {page.list.map((item) => (
              <tr
                key={item.id}
                className={item.id === openId ? 'selected' : undefined}
                aria-current={item.id === openId ? 'true' : undefined}
                onClick={(event) => {
                  // the row is a larger target for the link in it; the link itself navigates on its own
                  if (!(event.target as HTMLElement).closest('a')) navigate(`/${item.id}`);
                }}
              >
                <td className="nowrap">{formatShort(item.createdAt)}</td>
                <td>{item.username}</td>
                <td className="nowrap">{feedbackTypeName(item.type)}</td>
                <td className="cell-clip">
                  <Link href={`/${item.id}`}>{item.content || '(no text)'}</Link>
                </td>
                <td>
                  <FeedbackStatusBadge status={item.status} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
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
