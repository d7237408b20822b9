import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTempDir, removeTempDirs } from '../testing/temp-dir';
import { buildTestApp } from '../testing/test-app';
import { useTestDatabase } from '../testing/test-database';

// How the server assembles a drawn page around the web app's server build (decision 0025). The build here is a small
// stand-in with the same interface; the real one is checked end to end in e2e/tests/first-view.spec.ts.
const RENDERER = `
import { Readable } from 'node:stream';
export async function renderFirstView({ path, search, language, agreed, fetch }) {
  if (path === '/m/broken') throw new Error('no view today');
  if (path !== '/m/home' && path !== '/m/login') return undefined;
  const answer = await fetch('/wps/system/status', { headers: { accept: 'application/json', language } });
  const status = (await answer.json()).value;
  const html = '<main>drawn ' + path + '?' + search + ' in ' + language + ' for ' + status.location.country +
    (agreed ? ' (agreed)' : '') + '</main>';
  return {
    route: path === '/m/home' ? 'home' : 'login',
    html: Readable.from([html]),
    state: JSON.stringify({ queries: [] }),
    seed: 7,
    modules: ['src/home-screen.tsx'],
  };
}
`;

const MANIFEST = {
  'src/home-screen.tsx': { file: 'assets/home-screen.js', css: ['assets/home-screen.css'], imports: ['_shared.js'] },
  '_shared.js': { file: 'assets/shared.js', css: ['assets/shared.css', 'assets/shell.css'] },
};

function webDistWithRenderer(): string {
  const root = makeTempDir('web');
  mkdirSync(join(root, '.server'));
  mkdirSync(join(root, '.vite'));
  writeFileSync(
    join(root, 'index.html'),
    '<!doctype html><html lang="en" data-theme="dark"><head><link rel="stylesheet" crossorigin href="/m/assets/shell.css"></head>' +
      '<body><div id="root"><div class="splash"><span>Palaro</span></div></div>\n<noscript>JavaScript</noscript></body></html>',
  );
  writeFileSync(join(root, '.server/entry-server.js'), RENDERER);
  writeFileSync(join(root, '.server/package.json'), '{ "type": "module" }');
  writeFileSync(join(root, '.vite/manifest.json'), JSON.stringify(MANIFEST));
  mkdirSync(join(root, 'assets'));
  for (const name of ['home-screen', 'shared', 'shell'])
    writeFileSync(join(root, `assets/${name}.css`), `.${name}{color:red}`);
  return root;
}

const database = useTestDatabase();
let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp({ ...database.connection(), webDist: webDistWithRenderer() });
});
afterAll(async () => {
  await app.close();
  removeTempDirs();
});

const page = (url: string, headers: Record<string, string> = {}) => app.inject({ url, headers });

describe('a page with its first view drawn in', () => {
  it('holds the markup in #root, the language, the seed, the query cache and the view’s styles', async () => {
    const response = await page('/m/home?from=test', { cookie: 'MC_LANGUAGE=TL', 'cf-ipcountry': 'PH' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers.vary).toMatch(/cookie/);
    const html = response.body;
    expect(html).toContain('<html lang="tl" data-first-view="home" data-theme="dark">');
    // the view's own call went out with the page request's headers: the CDN's country reached the status answer
    expect(html).toContain(
      '<div id="root" data-first-view="home" data-language="TL" data-seed="7"><main>drawn /m/home?from=test in TL for PH</main></div>',
    );
    expect(html).toContain('<script type="application/json" id="first-view-state">{"queries":[]}</script>');
    expect(html).not.toContain('class="splash"');
    // the view's styles are in the page, each once (the shell's own stylesheet is index.html's), each with a disabled
    // link to its file for the app's module loader
    const style = (name: string) =>
      `<style>.${name}{color:red}</style><link rel="stylesheet" crossorigin href="/m/assets/${name}.css" disabled>`;
    expect(html).toContain(`<head>${style('shell')}`);
    expect(html).toContain(`${style('home-screen')}${style('shared')}</head>`);
    expect(html.match(/assets\/shell\.css/g)).toHaveLength(1);
    expect(html).not.toMatch(/<link rel="stylesheet"(?![^>]*disabled)/);
    expect(html).toContain('<noscript>JavaScript</noscript>');
  });

  it('is drawn in the default language when the cookie names none the app speaks', async () => {
    const html = (await page('/m/login', { cookie: 'MC_LANGUAGE=XX; other=1' })).body;
    expect(html).toContain('<html lang="en" data-first-view="login"');
    expect(html).toContain('in EN for null</main>');
  });

  it('is drawn without the age disclaimer once the browser session has agreed to it', async () => {
    expect((await page('/m/login', { cookie: 'MC_DISCLAIMER_AGREED=1' })).body).toContain('(agreed)</main>');
    expect((await page('/m/login', { cookie: 'MC_DISCLAIMER_AGREED=0' })).body).not.toContain('(agreed)');
  });

  it.each([
    ['a player’s browser', '/m/home', { cookie: 'MC_PLAYER=1; MC_LANGUAGE=EN' }],
    ['a route without a drawn view', '/m/member/home', {}],
    ['a render that fails', '/m/broken', {}],
  ])('is the plain shell for %s', async (_case, url, headers: Record<string, string>) => {
    const response = await page(url, headers);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('class="splash"');
    expect(response.body).not.toContain('data-first-view');
  });
});
