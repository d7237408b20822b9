import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link, Route, Switch, useLocation } from 'wouter';
import { can } from '../../shared/session/permissions';
import { useOperator } from '../../shared/session/session-store';
import { ErrorBanner } from '../../shared/ui/error-banner';
import { Loading } from '../../shared/ui/loading';
import { Pager } from '../../shared/ui/pager';
import { SearchInput } from '../../shared/ui/search-input';
import { inboxKeys, listSentMessages, type InboxFilters } from './api';
import { SendForm } from './send-form';
import { SentList } from './sent-list';

/** Inbox messages: what was sent to players (reach and reads), and the form for a new one at /new. */
export default function InboxScreen() {
  const { role } = useOperator();
  const [, navigate] = useLocation();
  const [notice, setNotice] = useState<string | null>(null);
  const [filters, setFilters] = useState<InboxFilters>({ player: '', pageNo: 1 });
  const list = useQuery({
    queryKey: inboxKeys.list(filters),
    queryFn: ({ signal }) => listSentMessages(filters, signal),
    placeholderData: keepPreviousData,
  });

  return (
    <Switch>
      <Route path="/new">
        <div className="page page-narrow">
          <SendForm
            onSent={(text) => {
              setNotice(text);
              navigate('/');
            }}
          />
        </div>
      </Route>
      <Route path="/">
        <div className="page">
          <header className="page-header">
            <h1>Inbox messages</h1>
            <Link href="/new" className="button button-primary" onClick={() => setNotice(null)}>
              New message
            </Link>
          </header>
          {notice ? (
            <p className="banner banner-success" role="status">
              {notice}
            </p>
          ) : null}
          <div className="toolbar">
            <SearchInput
              label="Player"
              value={filters.player}
              onSearch={(player) => setFilters({ player, pageNo: 1 })}
            />
          </div>
          {list.error ? (
            <ErrorBanner
              title="Could not load the sent messages"
              error={list.error}
              onRetry={() => void list.refetch()}
            />
          ) : null}
          {list.isPending ? <Loading label="Loading sent messages…" /> : null}
          {list.data ? <SentList page={list.data} canWithdraw={can(role, 'inboxWithdraw')} /> : null}
          {list.data && list.data.totalPages > 1 ? (
            <Pager
              page={list.data.pageNum}
              totalPages={list.data.totalPages}
              total={list.data.total}
              onPage={(pageNo) => setFilters({ ...filters, pageNo })}
            />
          ) : null}
        </div>
      </Route>
    </Switch>
  );
}
