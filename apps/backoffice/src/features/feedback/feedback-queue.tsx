import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Route, Switch, useRoute } from 'wouter';
import { EmptyState } from '../../shared/ui/empty-state';
import { feedbackKeys, listFeedback, type FeedbackFilters } from './api';
import { FeedbackDetail } from './feedback-detail';
import { FeedbackList } from './feedback-list';

/** The feedback queue: the list with its filters on the left, the chosen feedback and its reply on the right. */
export default function FeedbackQueue() {
  const [filters, setFilters] = useState<FeedbackFilters>({ status: 'open', player: '', pageNo: 1 });
  const [, params] = useRoute<{ id: string }>('/:id');
  const list = useQuery({
    queryKey: feedbackKeys.list(filters),
    queryFn: ({ signal }) => listFeedback(filters, signal),
    placeholderData: keepPreviousData,
  });
  return (
    <div className="split">
      <section className="split-list" aria-labelledby="feedback-heading">
        <header className="pane-header">
          <h1 id="feedback-heading">Feedback</h1>
        </header>
        <FeedbackList
          filters={filters}
          onFilters={setFilters}
          page={list.data}
          loading={list.isPending}
          error={list.error}
          onRetry={() => void list.refetch()}
          openId={params?.id}
        />
      </section>
      <section className="split-detail">
        <Switch>
          <Route path="/:id">{(route) => <FeedbackDetail key={route.id} id={route.id} />}</Route>
          <Route>
            <EmptyState title="No feedback open">Choose one from the list to read and answer it.</EmptyState>
          </Route>
        </Switch>
      </section>
    </div>
  );
}
