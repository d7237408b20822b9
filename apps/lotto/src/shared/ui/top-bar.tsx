import { leaveLottery } from '../lib/frame';
import { useT } from '../i18n/i18n';

/** The page's one header: back (the host closes the frame) and the page's title as its only h1. */
export function TopBar({ title }: { title: string }) {
  const t = useT();
  return (
    <header className="top-bar">
      <button type="button" className="top-bar__back" onClick={leaveLottery} aria-label={t('header.back')}>
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
          <path
            d="M15 5l-7 7 7 7"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.2"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      </button>
      <h1 className="top-bar__title">{title}</h1>
      <span className="top-bar__end" aria-hidden="true" />
    </header>
  );
}
