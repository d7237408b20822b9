import { lazy, Suspense, useEffect, useState } from 'react';
import { GameScreen } from '../game/game-screen';
import { I18nProvider } from '../shared/i18n/i18n';
import { localeOf, pageLanguage } from '../shared/i18n/languages';
import { englishMessages, loadMessages, type Messages } from '../shared/i18n/messages';
import { launchOf } from '../shared/lib/launch';
import { applyTheme, themeOf } from '../shared/lib/theme';
import { NotFound } from './not-found';
import { matchRoute } from './routes';

const VerifyPage = lazy(() => import('../verify/verify-page').then((module) => ({ default: module.VerifyPage })));

/**
 * The lottery pages under /m/lotto-h5. The look is the query's `css` (dark or light), the language the query's
 * `language`, else the path's mui when it names one (either as the platform's Language code or the web app's
 * locale), else English.
 */
export function App() {
  const { pathname, search } = window.location;
  const match = matchRoute(pathname);
  const query = new URLSearchParams(search);
  const language = pageLanguage(query.get('language'), match.route === 'game' ? match.mui : null);
  const theme = themeOf(query.get('css'));
  const [messages, setMessages] = useState<Messages | null>(language === 'EN' ? englishMessages : null);

  useEffect(() => {
    document.documentElement.lang = localeOf(language);
    loadMessages(language).then(setMessages, () => setMessages(englishMessages));
  }, [language]);

  useEffect(() => applyTheme(theme), [theme]);

  if (!messages) return null;
  return (
    <I18nProvider language={language} messages={messages}>
      {match.route === 'game' ? (
        <GameScreen launch={launchOf(match, search)} />
      ) : match.route === 'verify' ? (
        <Suspense fallback={null}>
          <VerifyPage />
        </Suspense>
      ) : (
        <NotFound />
      )}
    </I18nProvider>
  );
}
