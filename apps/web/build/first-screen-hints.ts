import type { Plugin } from 'vite';
// By path rather than package name: Vite bundles the config with these (TypeScript) sources instead of asking Node to load them.
import { API } from '../../../packages/contract/src/api-paths.ts';
import { DEFAULT_LANGUAGE, LANGUAGE_LOCALE, STORAGE_KEYS } from '../../../packages/contract/src/constants.ts';
import { HEADER } from '../../../packages/contract/src/headers.ts';
import { HOME_PATHS, withQuery } from '../src/shared/config/paths.ts';
import { HOME_TOP_BANNER_GROUPS } from '../src/features/home/api/home-banner-groups.ts';
import { APP_GO_CAP_MS, APP_GO_GLOBAL, EARLY_CALLS_GLOBAL } from '../src/shared/lib/early-calls.ts';

type Chunk = {
  type: 'chunk';
  fileName: string;
  facadeModuleId: string | null;
  isEntry: boolean;
  imports: string[];
  viteMetadata?: { importedCss: Set<string> };
};
type Bundle = Record<string, Chunk | { type: 'asset' }>;

const HOME_SCREEN = '/src/features/home/components/home-screen.tsx';
// home's first section: the screen imports it at once, so it belongs to the first screen too
const HOME_TOP = '/src/features/home/components/home-top.tsx';
const APP_BOOT = '/src/app/boot.tsx';
const LOCALE_TEXTS = /\/src\/locales\/([a-z]+)\/common\.json$/;
const HOME_TEXTS = /\/src\/locales\/([a-z]+)\/home\.json$/;

function chunkWithImports(bundle: Bundle, fileName: string, seen = new Set<string>()): string[] {
  const chunk = bundle[fileName];
  if (!chunk || chunk.type !== 'chunk' || seen.has(fileName)) return [];
  seen.add(fileName);
  for (const imported of chunk.imports) chunkWithImports(bundle, imported, seen);
  return [...seen];
}

function importedCss(bundle: Bundle, files: string[]): string[] {
  return files.flatMap((file) => {
    const chunk = bundle[file];
    return chunk?.type === 'chunk' ? [...(chunk.viteMetadata?.importedCss ?? [])] : [];
  });
}

/**
 * The status call (every page), and on home for a guest the top banners once the status has named the merchant,
 * sent with the headers the API client would send (the app adopts the answers: src/shared/lib/early-calls.ts).
 * Not in an installed web app, whose calls carry one more header, nor on a page the server drew with its data in it.
 *
 * The first home banner joins the splash as soon as its address is known, where the carousel will show it. Until it
 * has painted, the app's code waits (`go`, see main.tsx): on a slow connection the page's largest paint then has the
 * line to itself instead of sharing it with some 130 KB of JavaScript. Every other way out (not home, a player,
 * maintenance, no banner, a failed call) lets the app go at once, and APP_GO_CAP_MS bounds the wait.
 */
function earlyCalls(): string {
  const key = JSON.stringify;
  const status = API.systemStatus;
  const banners = withQuery(API.banners, { groupName: HOME_TOP_BANNER_GROUPS.join(',') });
  return (
    `if(!(matchMedia('(display-mode: standalone)').matches||navigator.standalone||r.dataset.firstView)){` +
    `var c=s.getItem(${key(STORAGE_KEYS.language)});if(!${key(LANGUAGE_LOCALE)}[c])c=${key(DEFAULT_LANGUAGE)};` +
    `var g=function(u,m){var q={accept:'application/json'};q[${key(HEADER.language)}]=c;if(m)q[${key(HEADER.merchant)}]=m;return fetch(u,{headers:q})},` +
    `e=window[${key(EARLY_CALLS_GLOBAL)}]={},n=function(){},o=g(${key(status)});e[${key(status)}]=o.catch(n);` +
    `if(home&&!s.getItem(${key(STORAGE_KEYS.sessionInfo)})){hold=1;e[${key(banners)}]=o.then(function(r){return r.clone().json()})` +
    // not behind the maintenance or region gate, where home is not shown
    `.then(function(j){var v=j.value;if(!v.maintenance&&!v.regionRestriction)return g(${key(banners)},v.info.whitelabel.merchantCode)})` +
    `.then(function(r){if(!r||!r.ok){go();return r}r.clone().json().then(function(j){var b=j.value.banners.filter(function(x){return x.groupName==='m_home'})[0],` +
    `w=d.querySelector('.splash'),i;if(!b||!b.url||!w)return go();i=d.createElement('img');i.className='splash__hero';i.alt='';i.width=750;i.height=320;` +
    // the app goes once the banner is on screen: its load, then the frame that draws it
    `i.onload=function(){requestAnimationFrame(function(){setTimeout(go,0)})};i.onerror=go;` +
    `i.fetchPriority='high';i.src=b.url;w.appendChild(i)}).catch(go);return r}).catch(function(){go()})}}`
  );
}

/**
 * On a page whose first view the server drew, its largest image (the one drawn with high fetch priority: home's first
 * banner) loads first and the app's code after it, as on the splash: on a slow line the image does not share it with
 * some 120 KB of JavaScript. A page without one lets the app go as soon as it is parsed; APP_GO_CAP_MS bounds the wait.
 */
function drawnViewHold(): string {
  return (
    `if(r.dataset.firstView){hold=1;d.addEventListener('DOMContentLoaded',function(){` +
    `var i=d.querySelector('#root img[fetchpriority=high]');if(!i||i.complete)return go();` +
    `i.addEventListener('load',function(){requestAnimationFrame(function(){setTimeout(go,0)})});i.addEventListener('error',go)})}`
  );
}

function bootScript(
  base: string,
  texts: Record<string, string>,
  homeTexts: Record<string, string>,
  home: string[],
  homeCss: string[],
  app: string[],
): string {
  const url = (file: string) => `${base}${file}`;
  const localeFiles = Object.fromEntries(Object.entries(texts).map(([locale, file]) => [locale, url(file)]));
  const homeLocaleFiles = Object.fromEntries(Object.entries(homeTexts).map(([locale, file]) => [locale, url(file)]));
  const key = JSON.stringify;
  return (
    `(function(){var go,hold,a=window[${key(APP_GO_GLOBAL)}]=new Promise(function(f){go=function(){f()}});` +
    `try{var d=document,r=d.documentElement,s=localStorage,t=s.getItem(${key(STORAGE_KEYS.theme)}),` +
    `l=${key(LANGUAGE_LOCALE)}[s.getItem(${key(STORAGE_KEYS.language)})]||'en',` +
    `x=${JSON.stringify(localeFiles)},y=${JSON.stringify(homeLocaleFiles)},h=${JSON.stringify(home.map(url))},` +
    // every hint is a CORS request, like the stylesheet links and module scripts that use them (Vite marks both
    // crossorigin): a preload whose credentials mode differs is not reused, and the file downloads a second time
    `p=function(u,a,w){var k=d.createElement('link');k.rel=a?'preload':'modulepreload';if(a){k.as=a;k.fetchPriority='high'}k.crossOrigin='';if(w)k.fetchPriority=w;k.href=u;d.head.appendChild(k)},` +
    `home=${JSON.stringify(HOME_PATHS)}.indexOf(location.pathname)>=0;` +
    `if(t==='light'||t==='dark')r.dataset.theme=t;r.lang=l;` +
    earlyCalls() +
    drawnViewHold() +
    // what comes next, once the app may go: its texts, the app the entry imports (below the splash's stylesheets),
    // and on home the first screen's code, texts and styles (a drawn page has those styles in it already)
    `a.then(function(){if(x[l])p(x[l]);${JSON.stringify(app.map(url))}.forEach(function(u){p(u,0,'low')});` +
    `if(home){h.forEach(function(u){p(u)});if(y[l])p(y[l]);` +
    `if(!r.dataset.firstView)${JSON.stringify(homeCss.map(url))}.forEach(function(u){p(u,'style')})}})` +
    `}catch(e){hold=0}if(hold)setTimeout(go,${APP_GO_CAP_MS});else go()})();`
  );
}

/**
 * Writes a small inline script into index.html that, before any module runs, applies the stored theme and
 * language, sends the first calls, and starts downloading what the first screen needs next (its texts, the app the
 * entry imports, and home's screen on home paths), so they arrive with the entry instead of one round trip after it.
 * On home for a guest that waits for the first banner to paint (see earlyCalls).
 */
export function firstScreenHints(): Plugin {
  let base = '/';
  return {
    name: 'palaro-first-screen-hints',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const bundle = (context.bundle ?? {}) as Bundle;
        const texts: Record<string, string> = {};
        const homeTexts: Record<string, string> = {};
        let home: string[] = [];
        let homeTop: string[] = [];
        let entry: string[] = [];
        let boot: string[] = [];
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk') continue;
          if (chunk.isEntry) entry = chunkWithImports(bundle, chunk.fileName);
          if (chunk.facadeModuleId?.endsWith(APP_BOOT)) boot = chunkWithImports(bundle, chunk.fileName);
          const locale = LOCALE_TEXTS.exec(chunk.facadeModuleId ?? '')?.[1];
          if (locale) texts[locale] = chunk.fileName;
          const homeLocale = HOME_TEXTS.exec(chunk.facadeModuleId ?? '')?.[1];
          if (homeLocale) homeTexts[homeLocale] = chunk.fileName;
          if (chunk.facadeModuleId?.endsWith(HOME_SCREEN)) home = chunkWithImports(bundle, chunk.fileName);
          if (chunk.facadeModuleId?.endsWith(HOME_TOP)) homeTop = chunkWithImports(bundle, chunk.fileName);
        }
        // The entry waits for the splash (on home for a guest, its first banner) to paint, then imports the app: fetch it beside the entry.
        const bootOnly = boot.filter((file) => !entry.includes(file));
        const preloaded = new Set([...entry, ...bootOnly]);
        const homeOnly = [...new Set([...home, ...homeTop])].filter((file) => !preloaded.has(file));
        return [
          {
            tag: 'script',
            children: bootScript(base, texts, homeTexts, homeOnly, importedCss(bundle, homeOnly), bootOnly),
            injectTo: 'head-prepend',
          },
          ...importedCss(bundle, bootOnly).map((file) => ({
            tag: 'link',
            attrs: { rel: 'stylesheet', crossorigin: '', href: `${base}${file}` },
            injectTo: 'head' as const,
          })),
        ];
      },
    },
  };
}
