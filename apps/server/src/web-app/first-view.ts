import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import {
  DEFAULT_LANGUAGE,
  FIRST_VIEW_COOKIES,
  LANGUAGE_LOCALE,
  LANGUAGES,
  type LanguageCode,
} from '@palaro/contract/constants';
import type { FastifyInstance, FastifyRequest } from 'fastify';

// The web app's server build (apps/web/src/entry-server.tsx), typed here by what the server uses of it.
type FirstViewFetch = (url: string, init: RequestInit) => Promise<Response>;
type FirstView = { route: string; html: Readable; state: string; seed: number; modules: string[] };
type Manifest = Record<string, { file: string; css?: string[]; imports?: string[] }>;
type Renderer = {
  renderFirstView: (request: {
    path: string;
    search: string;
    language: LanguageCode;
    agreed: boolean;
    fetch: FirstViewFetch;
  }) => Promise<FirstView | undefined>;
};

const PAGE_ONLY_HEADERS = /^(cookie|accept|accept-encoding|content-length|content-type|if-.*|cache-control|pragma)$/;
const ROOT = /<div id="root">[\s\S]*?<\/div>\s*(?=<noscript>)/;
const HTML_TAG = /<html lang="[^"]*"/;
const STYLESHEET_LINK = /<link rel="stylesheet" crossorigin(?:="")? href="([^"]+\.css)">/g;

/** The stylesheets of the modules and of everything they import, as the client build lists them. */
function stylesheetsOf(manifest: Manifest, modules: string[]): string[] {
  const seen = new Set<string>();
  const css = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    for (const file of chunk.css ?? []) css.add(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  modules.forEach(visit);
  return [...css];
}

function cookiesOf(request: FastifyRequest): Map<string, string> {
  const pairs = (request.headers.cookie ?? '').split(';').map((part) => {
    const at = part.indexOf('=');
    return [part.slice(0, at).trim(), decodeURIComponent(part.slice(at + 1).trim())] as const;
  });
  return new Map(pairs.filter(([name]) => name !== ''));
}

function languageOf(cookies: Map<string, string>): LanguageCode {
  const code = cookies.get(FIRST_VIEW_COOKIES.language);
  return (LANGUAGES as readonly string[]).includes(code ?? '') ? (code as LanguageCode) : DEFAULT_LANGUAGE;
}

/**
 * The page of a public entry route with its first view drawn in: index.html with the server-rendered markup in place of
 * the splash and the query cache it was drawn from (docs/decisions/0025-server-drawn-first-view.md). Undefined when the
 * browser draws the page itself: a player's browser, a route without one, the gate, or no server build.
 */
export type FirstViewPage = (request: FastifyRequest) => Promise<Readable | undefined>;

export async function loadFirstViewPages(app: FastifyInstance, webDist: string): Promise<FirstViewPage | undefined> {
  const entry = join(webDist, '.server', 'entry-server.js');
  const indexHtml = join(webDist, 'index.html');
  const manifestFile = join(webDist, '.vite', 'manifest.json');
  if (![entry, indexHtml, manifestFile].every((file) => existsSync(file))) return undefined;
  const renderer = (await import(pathToFileURL(entry).href)) as Renderer;
  const template = readFileSync(indexHtml, 'utf8');
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  // The view is styled before any script runs, and no request stands between the page and its first paint: the
  // stylesheets of index.html and those the view's modules would have brought are written into the page. Each keeps
  // a disabled link to its file, which the browser does not fetch: the app's module loader, finding it, takes the
  // styles as in place and does not load them again.
  const styles = new Map<string, string>();
  const inlined = (href: string) => {
    let css = styles.get(href);
    if (css === undefined) {
      css = readFileSync(join(webDist, href.replace(/^\/m\//, '')), 'utf8').replace(/<\/style/gi, '<\\/style');
      styles.set(href, css);
    }
    return `<style>${css}</style><link rel="stylesheet" crossorigin href="${href}" disabled>`;
  };
  const stylesheets = (modules: string[]) =>
    stylesheetsOf(manifest, modules)
      .map((file) => `/m/${file}`)
      .filter((href) => !template.includes(`href="${href}"`))
      .map(inlined)
      .join('');
  const root = ROOT.exec(template);
  if (!root) throw new Error(`${indexHtml} has no #root before its <noscript>`);
  const before = template.slice(0, root.index);
  const after = template.slice(root.index + root[0].length);

  return async (request) => {
    const cookies = cookiesOf(request);
    if (cookies.has(FIRST_VIEW_COOKIES.player)) return undefined;
    const language = languageOf(cookies);
    const url = new URL(request.url, 'http://first-view');
    // the view's calls are the visitor's own, answered in-process: the page request's headers (address, agent, the
    // country a CDN put there...) with the app's own on top, less those that describe the page request itself
    const visitor = Object.fromEntries(
      Object.entries(request.headers).filter(([name]) => !PAGE_ONLY_HEADERS.test(name)),
    ) as Record<string, string>;
    const fetch: FirstViewFetch = async (callUrl, init) => {
      const headers: Record<string, string> = { ...visitor };
      new Headers(init.headers).forEach((value, name) => {
        headers[name] = value;
      });
      const answer = await app.inject({
        method: (init.method ?? 'GET') as 'GET',
        url: callUrl,
        headers,
        remoteAddress: request.socket.remoteAddress,
      });
      return new Response(answer.body, { status: answer.statusCode, headers: { 'content-type': 'application/json' } });
    };
    let view: FirstView | undefined;
    try {
      view = await renderer.renderFirstView({
        path: url.pathname,
        search: url.search.slice(1),
        language,
        // the age disclaimer is drawn until the visitor agrees (the app mirrors the agreement in a session cookie)
        agreed: cookies.get(FIRST_VIEW_COOKIES.disclaimerAgreed) === '1',
        fetch,
      });
    } catch (error) {
      // the browser can always draw the page itself
      request.log.error({ err: error }, 'first view not drawn');
      return undefined;
    }
    if (!view) return undefined;
    const head = before
      .replace(HTML_TAG, `<html lang="${LANGUAGE_LOCALE[language]}" data-first-view="${view.route}"`)
      .replace(STYLESHEET_LINK, (_link, href: string) => inlined(href))
      .replace('</head>', `${stylesheets(view.modules)}</head>`)
      .concat(`<div id="root" data-first-view="${view.route}" data-language="${language}" data-seed="${view.seed}">`);
    const tail = `</div><script type="application/json" id="first-view-state">${view.state}</script>${after}`;
    const markup = view.html;
    return Readable.from(
      (async function* page() {
        yield head;
        for await (const chunk of markup) yield chunk as Buffer;
        yield tail;
      })(),
    );
  };
}
