import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useWallet } from '../../../shared/api/get-wallet';
import { rangeToQuery } from '../../../shared/lib/date-range';
import { useNavigate, useSearchParams } from '../../../shared/lib/router';
import { EmptyState } from '../../../shared/ui/empty-state';
import { useGameRecords } from '../api/get-game-records';
import { viewFromSearch, viewHref, type RecordView } from '../lib/record-view';
import { GameRecordFilters } from './game-record-filters';
import { GameRecordList } from './game-record-list';
import { GameRecordSkeleton } from './game-record-skeleton';
import { GameRecordTotals } from './game-record-totals';
import '../../../shared/ui/form/form.css';
import '../../../shared/ui/money/money.css';

/**
 * /m/gameRecord (SPEC 2.1, "Game history"): the player's own rounds of every game (Originals, vendors), by category and
 * period, newest first, a page at a time, with the period's totals; a provably fair round opens its proof.
 */
export default function GameRecordScreen() {
  const { t } = useTranslation('money');
  const navigate = useNavigate();
  const search = useSearchParams().toString();
  const view = useMemo(() => viewFromSearch(new URLSearchParams(search)), [search]);
  const dates = rangeToQuery(view.range);
  const records = useGameRecords({ category: view.category, dates });
  // amounts wait for the wallet's currency and symbol (usually cached by the header), so they never change under the eye
  const wallet = useWallet();
  const currency = wallet.data?.currency ?? 'PHP';
  const symbol = wallet.data?.currencySymbol ?? '';
  // the filters live in the address (replaced, not pushed), so Back from a round's proof comes back to the same view
  const change = (next: RecordView) => navigate(viewHref(next), { replace: true });

  const pages = dates && !wallet.isPending ? records.data?.pages : undefined;
  const first = pages?.[0];
  const rows = pages?.flatMap((page) => page.list) ?? [];
  return (
    <div className="money-page">
      <GameRecordFilters view={view} onChange={change} rangeInvalid={!dates} />
      {dates && records.isError && (
        <div className="record-error" role="alert">
          <p className="field__error">{t('gameRecord.error')}</p>
          <button type="button" className="button button--ghost button--small" onClick={() => void records.refetch()}>
            {t('gameRecord.retry')}
          </button>
        </div>
      )}
      {dates && !first && !records.isError && <GameRecordSkeleton />}
      {first && <GameRecordTotals totals={first.totals} currency={currency} symbol={symbol} />}
      {first && rows.length === 0 && <EmptyState text={t('gameRecord.empty')} />}
      {rows.length > 0 && (
        <GameRecordList rows={rows} currency={currency} symbol={symbol} busy={records.isPlaceholderData} />
      )}
      {dates && records.hasNextPage && !records.isPlaceholderData && (
        <button
          type="button"
          className="button button--ghost money-more"
          disabled={records.isFetchingNextPage}
          onClick={() => void records.fetchNextPage()}
        >
          {t('history.more')}
        </button>
      )}
    </div>
  );
}
