import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeWebDist } from '../testing/fake-web-dist';
import { makeTempDir, removeTempDirs } from '../testing/temp-dir';
import { buildTestApp } from '../testing/test-app';
import { useTestDatabase } from '../testing/test-database';

const ASSET = 'assets/index-9a8b7c6d.js';
const GAME = '/m/lotto-h5/default/ent/games/dice-3m?token=t0k3n&merchant=PALARO&css=light&prize_mode=LOTT';

/** A stand-in for apps/lotto/dist: the app's page, a hashed asset and the icon. */
function fakeLottoDist(): string {
  const root = makeTempDir('lotto');
  mkdirSync(join(root, 'assets'));
  mkdirSync(join(root, '.vite'));
  writeFileSync(
    join(root, 'index.html'),
    `<!doctype html><html><head><script type="module" src="/m/lotto-h5/${ASSET}"></script></head><body><div id="root">Lottery shell</div></body></html>`,
  );
  writeFileSync(join(root, ASSET), `console.log(${JSON.stringify('lottery '.repeat(300))});`);
  writeFileSync(join(root, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(join(root, '.vite/manifest.json'), '{}');
  return root;
}

const database = useTestDatabase();
let app: FastifyInstance;
let unbuilt: FastifyInstance;

beforeAll(async () => {
  // the web app is built too: its /m/* history fallback must not take the lottery paths
  app = await buildTestApp({ ...database.connection(), webDist: fakeWebDist(), lottoDist: fakeLottoDist() });
  unbuilt = await buildTestApp({
    ...database.connection(),
    webDist: fakeWebDist(),
    lottoDist: join(makeTempDir('none'), 'dist'),
  });
});
afterAll(async () => {
  await Promise.all([app.close(), unbuilt.close()]);
  removeTempDirs();
});

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ url, headers });

describe('the lottery pages under /m/lotto-h5', () => {
  it.each([
    '/m/lotto-h5',
    '/m/lotto-h5/',
    '/m/lotto-h5/verify',
    '/m/lotto-h5/verify?game=dice&draw=dice-3m-20250101-0042',
    '/m/lotto-h5/index.html',
    '/m/lotto-h5/no/such/page',
  ])('%s is the lottery app, not the web app, revalidated on every visit', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('Lottery shell');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['x-robots-tag']).toBe('noindex, nofollow');
    // same-origin frames only, scripts only from this origin
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it('serves the game path of SPEC 2.1, whose address holds the launch token, and lets no cache keep it', async () => {
    for (const url of [GAME, '/m/lotto-h5/EN/trad/games/lotto-6-42/']) {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('Lottery shell');
      expect(response.headers['cache-control']).toBe('no-store');
    }
  });

  it('leaves the rest of /m to the web app', async () => {
    for (const url of ['/m/home', '/m/startLottery?gameId=dice-3m', '/m/lotto-h5x']) {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.body).not.toContain('Lottery shell');
    }
  });

  it('serves its hashed assets for a year, compressed, and its icon for a day', async () => {
    const asset = await get(`/m/lotto-h5/${ASSET}`, { 'accept-encoding': 'br, gzip' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['content-type']).toMatch(/javascript/);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers['content-encoding']).toBe('br');
    const icon = await get('/m/lotto-h5/favicon.svg');
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['cache-control']).toBe('public, max-age=86400');
  });

  it('answers 404 for missing files and never leaves the build folder or shows dot-folders', async () => {
    for (const url of [
      '/m/lotto-h5/assets/index-00000000.js',
      '/m/lotto-h5/missing.png',
      '/m/lotto-h5/.vite/manifest.json',
    ]) {
      expect((await get(url)).statusCode, url).toBe(404);
    }
    for (const url of ['/m/lotto-h5/../../package.json', '/m/lotto-h5/%2e%2e/%2e%2e/package.json']) {
      expect((await get(url)).body).not.toContain('"name"');
    }
  });

  it('says how to build it when it is missing, and still not with the web app', async () => {
    for (const url of ['/m/lotto-h5', '/m/lotto-h5/verify', GAME]) {
      const response = await unbuilt.inject({ url });
      expect(response.statusCode).toBe(503);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.body).toContain('lottery pages');
      expect(response.body).toContain('npm run build');
    }
  });
});
