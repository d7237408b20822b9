import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAKE_ASSET, fakeWebDist } from '../testing/fake-web-dist';
import { removeTempDirs } from '../testing/temp-dir';
import { buildTestApp } from '../testing/test-app';
import { useTestDatabase } from '../testing/test-database';

const database = useTestDatabase();
let app: FastifyInstance;
let unbuilt: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp({ ...database.connection(), webDist: fakeWebDist() });
  unbuilt = await buildTestApp(database.connection());
});
afterAll(async () => {
  await Promise.all([app.close(), unbuilt.close()]);
  removeTempDirs();
});

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ url, headers });

describe('the web app under /m', () => {
  it.each([
    '/',
    '/m',
    '/m/',
    '/m/home',
    '/m/index',
    '/m/index.html',
    '/m/register.html',
    '/m/member/agent/getSalaryContract',
    '/m/no/such/page',
  ])('%s shows the app shell, revalidated on every visit', async (url) => {
    const response = await get(`${url}?pageType=list`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('Palaro shell');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('serves hashed assets for a year, immutable, compressed', async () => {
    const response = await get(`/m/${FAKE_ASSET}`, { 'accept-encoding': 'br, gzip' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/javascript/);
    const gzip = await get(`/m/${FAKE_ASSET}`, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
  });

  it('makes the service worker and manifest revalidate, icons cache for a day', async () => {
    expect((await get('/m/sw.js')).headers['cache-control']).toBe('no-cache');
    expect((await get('/m/manifest.webmanifest')).headers['cache-control']).toBe('no-cache');
    expect((await get('/m/icons/icon-192.png')).headers['cache-control']).toBe('public, max-age=86400');
  });

  it('answers 404 for missing files instead of the shell', async () => {
    expect((await get('/m/assets/index-00000000.js')).statusCode).toBe(404);
    expect((await get('/m/icons/missing.png')).statusCode).toBe(404);
  });

  it('never leaves the build folder or shows dot-folders', async () => {
    for (const url of ['/m/../package.json', '/m/%2e%2e/%2e%2e/package.json', '/m/.vite/manifest.json']) {
      const response = await get(url);
      expect(response.body).not.toContain('"name"');
      expect(response.body).not.toBe('{}');
    }
  });

  it('points /favicon.ico at the app icon', async () => {
    const response = await get('/favicon.ico');
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/m/demo-images/app-icon.svg');
  });

  it('keeps API paths out of the history fallback', async () => {
    const response = await get('/wps/not/a/page');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ success: false, errorCode: 'not.found' });
  });
});

describe('before the web app is built', () => {
  it.each(['/', '/m', '/m/home'])('%s tells the operator to build it', async (url) => {
    const response = await unbuilt.inject({ url });
    expect(response.statusCode).toBe(503);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.body).toContain('npm run build');
  });
});
