import { AsyncLocalStorage } from 'node:async_hooks';
import { randomInt } from 'node:crypto';
import { PassThrough, type Readable } from 'node:stream';
import { StrictMode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import { LANGUAGE_LOCALE, type LanguageCode } from '@palaro/contract/constants';
import { App } from './app/app';
import { firstViewOf, type FirstViewRoute } from './app/first-view/first-view-routes';
import { getSystemStatusQueryOptions } from './shared/api/get-system-status';
import { setDrawnRender, type DrawnRender } from './shared/lib/drawn-render';
import { initI18n, i18n } from './shared/lib/i18n/i18n';
import { createQueryClient } from './shared/lib/query-client';
import { setTransport } from './shared/lib/request-context';

/** How the server answers one of the app's calls during a render: in-process, with the visitor's headers. */
export type FirstViewFetch = (url: string, init: RequestInit) => Promise<Response>;

export type FirstViewRequest = {
  path: string;
  search: string;
  language: LanguageCode;
  /** The visitor has agreed to the age disclaimer in this browser session: the page is drawn without it. */
  agreed: boolean;
  fetch: FirstViewFetch;
};
type Render = FirstViewRequest & DrawnRender;

export type FirstView = {
  /** The route drawn, as index.html's `data-first-view` names it for the client. */
  route: string;
  /** The markup inside #root. */
  html: Readable;
  /** The query cache the markup was drawn from, as JSON, for the client to start with. */
  state: string;
  /** The seed of the page's players-online figures, for the client to draw the same ones. */
  seed: number;
  /** The modules the view is drawn with, as the client build's manifest names them (their styles go in the head). */
  modules: string[];
};

let textsReady: Promise<void> | undefined;

// Each render's calls go to its own request's fetch and speak its language, however many renders are under way.
const renders = new AsyncLocalStorage<Render>();
setTransport((url, init) => {
  const render = renders.getStore();
  if (!render) return Promise.reject(new Error(`a call outside a render: ${url}`));
  return render.fetch(url, init);
});
setDrawnRender(() => renders.getStore());

/**
 * The first view of a public entry route for a guest, drawn on the server from the same components as in the browser,
 * with the data it shows, so the page paints its content before any script runs; the client then hydrates it.
 * Nothing when the route has no server-drawn first view or the site is behind its maintenance or region gate.
 */
export async function renderFirstView(request: FirstViewRequest): Promise<FirstView | undefined> {
  const firstView = firstViewOf(request.path);
  if (!firstView) return undefined;
  const queryClient = createQueryClient();
  const render: Render = { ...request, seed: randomInt(0x7fffffff) };
  return renders.run(render, async () => {
    const status = await queryClient.fetchQuery(getSystemStatusQueryOptions());
    if (status.maintenance || status.regionRestriction) return undefined;
    const search = new URLSearchParams(request.search);
    await Promise.all([firstView.prefetch(queryClient, status, search), firstView.screen.preload()]);
    return draw(render, firstView, queryClient);
  });
}

async function draw(request: Render, firstView: FirstViewRoute, queryClient: QueryClient): Promise<FirstView> {
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
        // the whole view at once, every boundary in place (none outlined, however large): its data is already here,
        // and a page without streamed boundaries needs no inline script, which the content security policy refuses
        progressiveChunkSize: Number.POSITIVE_INFINITY,
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
  return { route: firstView.name, html, state, seed: request.seed, modules: firstView.modules };
}
