import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { ORIGINALS_PATHS } from '@palaro/contract/originals-paths';
import { createHttp } from '../shared/api/http';
import { originalsApi, type OriginalsApi } from '../shared/api/originals-api';
import { I18nProvider } from '../shared/i18n/i18n';
import { languageOf, localeOf } from '../shared/i18n/languages';
import { englishMessages, loadMessages, type Messages } from '../shared/i18n/messages';
import { GameScreen } from './game-screen';

const VerifyPage = lazy(() => import('../verify/verify-page').then((module) => ({ default: module.VerifyPage })));

const PLAY = new RegExp(`^${ORIGINALS_PATHS.play}/([a-z0-9-]{1,64})/?$`);

/**
 * The Originals app: /originals/play/<gameCode> is a game, /originals/verify the verify page. The language is the
 * launch URL's `language` (the platform's Language codes EN, TL, CN, VI, TH, PT); English otherwise.
 */
export function App({ api: given }: { api?: OriginalsApi }) {
  const api = useMemo(() => given ?? originalsApi(createHttp()), [given]);
  const language = languageOf(new URLSearchParams(window.location.search).get('language'));
  const [messages, setMessages] = useState<Messages | null>(language === 'EN' ? englishMessages : null);

  useEffect(() => {
    document.documentElement.lang = localeOf(language);
    loadMessages(language).then(setMessages, () => setMessages(englishMessages));
  }, [language]);

  if (!messages) return null;
  const path = window.location.pathname;
  const game = PLAY.exec(path)?.[1];
  return (
    <I18nProvider language={language} messages={messages}>
      {game ? (
        <GameScreen api={api} gameCode={game} />
      ) : path.startsWith(ORIGINALS_PATHS.verifyPage) ? (
        <Suspense fallback={null}>
          <VerifyPage api={api} />
        </Suspense>
      ) : (
        <NotFound />
      )}
    </I18nProvider>
  );
}

function NotFound() {
  return (
    <main className="notice-screen">
      <p className="notice-card">Palaro Originals</p>
    </main>
  );
}
