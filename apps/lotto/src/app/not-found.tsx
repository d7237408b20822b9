import { useT } from '../shared/i18n/i18n';
import { TopBar } from '../shared/ui/top-bar';

export function NotFound() {
  const t = useT();
  return (
    <div className="page">
      <TopBar title={t('notFound.title')} />
      <main className="page__main page__main--centre">
        <p className="notice">{t('notFound.body')}</p>
      </main>
    </div>
  );
}
