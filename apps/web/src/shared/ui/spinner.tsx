import { useTranslation } from 'react-i18next';

/** The loading indicator, announced as "Loading". */
export function Spinner({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <div role="status" aria-label={t('common.loading')} className={`spinner ${className}`}>
      <span className="spinner__ring" aria-hidden="true" />
    </div>
  );
}
