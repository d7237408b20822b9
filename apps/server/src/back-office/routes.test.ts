import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTempDir, removeTempDirs } from '../testing/temp-dir';
import { buildTestApp } from '../testing/test-app';
import { useTestDatabase } from '../testing/test-database';

const ASSET = 'assets/index-5e6f7a8b.js';

/** A stand-in for apps/backoffice/dist: the app's page, a hashed asset, a stylesheet and the icon. */
function fakeBackOfficeDist(): string {
  const root = makeTempDir('backoffice');
  mkdirSync(join(root, 'assets'));
  mkdirSync(join(root, '.vite'));
  writeFileSync(
    join(root, 'index.html'),
    `<!doctype html><html><head><script type="module" src="/bo/${ASSET}"></script></head><body><div id="root">Back office shell</div></body></html>`,
  );
  writeFileSync(join(root, ASSET), `console.log(${JSON.stringify('back office '.repeat(300))});`);
  writeFileSync(join(root, 'assets/index-1a2b3c4d.css'), 'body{margin:0}');
  writeFileSync(join(root, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(join(root, '.vite/manifest.json'), '{}');
  return root;
}

const database = useTestDatabase();
let app: FastifyInstance;
let unbuilt: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp({ ...database.connection(), backofficeDist: fakeBackOfficeDist() });
  unbuilt = await buildTestApp({ ...database.connection(), backofficeDist: join(makeTempDir('none'), 'dist') });
});
afterAll(async () => {
  await Promise.all([app.close(), unbuilt.close()]);
  removeTempDirs();
});

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ url, headers });

describe('the back office under /bo', () => {
  it.each([
    '/bo',
    '/bo/',
    '/bo/chats',
    '/bo/chats/42',
    '/bo/feedback/abc?status=open',
    '/bo/inbox/new',
    '/bo/index.html',
    '/bo/no/such/screen',
  ])('%s is the app, revalidated on every visit and kept out of search engines', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('Back office shell');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['x-robots-tag']).toBe('noindex, nofollow');
    // the site's security headers apply: no framing by others, scripts only from this origin
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it('serves its hashed assets for a year, compressed, and its icon for a day', async () => {
    const asset = await get(`/bo/${ASSET}`, { 'accept-encoding': 'br, gzip' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['content-type']).toMatch(/javascript/);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers['content-encoding']).toBe('br');
    const css = await get('/bo/assets/index-1a2b3c4d.css');
    expect(css.headers['content-type']).toMatch(/^text\/css/);
    const icon = await get('/bo/favicon.svg');
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['cache-control']).toBe('public, max-age=86400');
  });

  it('answers 404 for missing files and never leaves the build folder or shows dot-folders', async () => {
    for (const url of ['/bo/assets/index-00000000.js', '/bo/missing.png', '/bo/.vite/manifest.json']) {
      expect((await get(url)).statusCode).toBe(404);
    }
    for (const url of ['/bo/../package.json', '/bo/%2e%2e/%2e%2e/package.json']) {
      const response = await get(url);
      expect(response.body).not.toContain('"name"');
    }
  });

  it('leaves the operator API to the API', async () => {
    const response = await get('/ops/me');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ success: false, errorCode: 'ops.not.session' });
  });

  it('says how to build it when it is missing', async () => {
    for (const url of ['/bo', '/bo/chats']) {
      const response = await unbuilt.inject({ url });
      expect(response.statusCode).toBe(503);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.body).toContain('npm run build');
    }
  });
});
