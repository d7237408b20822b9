import { AsyncLocalStorage } from 'node:async_hooks';
import { PassThrough, type Readable } from 'node:stream';
import { StrictMode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { dehydrate } from '@tanstack/react-query';
import { LANGUAGE_LOCALE, type LanguageCode } from '@palaro/contract/constants';
import { App } from './app/app';
import { firstViewOf } from './app/first-view/first-view-routes';
import { getSystemStatusQueryOptions } from './shared/api/get-system-status';
import { initI18n, i18n } from './shared/lib/i18n/i18n';
import { createQueryClient } from './shared/lib/query-client';
import { setTransport } from './shared/lib/request-context';

/** How the server answers one of the app's calls during a render: in-process, with the visitor's headers. */
export type FirstViewFetch = (url: string, init: RequestInit) => Promise<Response>;

export type FirstViewRequest = { path: string; search: string; language: LanguageCode; fetch: FirstViewFetch };

export type FirstView = {
  /** The route drawn, as index.html's `data-first-view` names it for the client. */
  route: string;
  /** The markup inside #root. */
  html: Readable;
  /** The query cache the markup was drawn from, as JSON, for the client to start with. */
  state: string;
  /** The modules the view is drawn with, as the client build's manifest names them (their styles go in the head). */
  modules: string[];
};

let textsReady: Promise<void> | undefined;

// Each render's calls go to its own request's fetch, however many renders are under way at once.
const renders = new AsyncLocalStorage<FirstViewFetch>();
setTransport((url, init) => {
  const fetch = renders.getStore();
  if (!fetch) return Promise.reject(new Error(`a call outside a render: ${url}`));
  return fetch(url, init);
});

/**
 * The first view of a public entry route for a guest, drawn on the server from the same components as in the browser,
 * with the data it shows, so the page paints its content before any script runs; the client then hydrates it.
 * Nothing when the route has no server-drawn first view or the site is behind its maintenance or region gate.
 */
export async function renderFirstView(request: FirstViewRequest): Promise<FirstView | undefined> {
  const firstView = firstViewOf(request.path);
  if (!firstView) return undefined;
  const queryClient = createQueryClient();
  const ready = await renders.run(request.fetch, async () => {
    const status = await queryClient.fetchQuery(getSystemStatusQueryOptions());
    if (status.maintenance || status.regionRestriction) return false;
    await Promise.all([firstView.prefetch(queryClient, status), firstView.screen.preload()]);
    return true;
  });
  if (!ready) return undefined;

  textsReady ??= initI18n();
  await textsReady;
  // a render of its own language: the shared instance keeps the loaded texts, each clone speaks one language
  const texts = i18n.cloneInstance({ lng: LANGUAGE_LOCALE[request.language] });
  await texts.changeLanguage(LANGUAGE_LOCALE[request.language]);
  await texts.loadNamespaces(firstView.namespaces);

  const html = new PassThrough();
  await new Promise<void>((resolve, reject) => {
    const { pipe } = renderToPipeableStream(
      <StrictMode>
        <I18nextProvider i18n={texts}>
          <App queryClient={queryClient} location={{ path: request.path, search: request.search }} />
        </I18nextProvider>
      </StrictMode>,
      {
        // the whole view at once: its data is already here, and a page without streamed boundaries needs no inline
        // script, which the content security policy would refuse
        onAllReady() {
          pipe(html);
          resolve();
        },
        onShellError: reject,
      },
    );
  });
  // the client starts from what the markup shows; JSON in a script element must not close it early
  const state = JSON.stringify(dehydrate(queryClient)).replace(/</g, '\\u003c');
  return { route: firstView.name, html, state, modules: firstView.modules };
}
