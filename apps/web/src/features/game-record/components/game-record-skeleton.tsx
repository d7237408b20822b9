import { useTranslation } from 'react-i18next';

const ROWS = 5;

/** The shape of the totals and the first rows while they load, announced as loading. */
export function GameRecordSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="record-skeleton" role="status" aria-label={t('common.loading')}>
      <div className="record-skeleton__totals" />
      <ul className="money-list" aria-hidden="true">
        {Array.from({ length: ROWS }, (_, index) => (
          <li key={index} className="money-row record-skeleton__row">
            <span className="record-skeleton__bar record-skeleton__bar--title" />
            <span className="record-skeleton__bar record-skeleton__bar--amount" />
            <span className="record-skeleton__bar record-skeleton__bar--meta" />
          </li>
        ))}
      </ul>
    </div>
  );
}
