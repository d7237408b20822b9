type Props = {
  page: number;
  totalPages: number;
  total: number;
  onPage: (page: number) => void;
};

/** Previous / next over a contract page (pageNum, totalPages, total). */
export function Pager({ page, totalPages, total, onPage }: Props) {
  return (
    <nav className="pager" aria-label="Pages">
      <span className="muted">
        {total} {total === 1 ? 'item' : 'items'} · page {page} of {Math.max(totalPages, 1)}
      </span>
      <button type="button" className="button button-small" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </button>
      <button
        type="button"
        className="button button-small"
        disabled={page >= totalPages}
        onClick={() => onPage(page + 1)}
      >
        Next
      </button>
    </nav>
  );
}
