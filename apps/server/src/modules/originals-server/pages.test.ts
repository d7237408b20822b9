import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTempDir, removeTempDirs } from '../../testing/temp-dir';
import { originalsTestApp, useOriginalsDatabase } from './originals-test-kit';

const database = useOriginalsDatabase();
let app: FastifyInstance;
let unbuilt: FastifyInstance;

function fakeOriginalsDist(): string {
  const root = makeTempDir('originals');
  mkdirSync(join(root, 'assets'));
  writeFileSync(
    join(root, 'index.html'),
    '<!doctype html><html><head><script type="module" src="/originals/assets/main-1a2b3c4d.js"></script></head><body>Originals shell</body></html>',
  );
  writeFileSync(join(root, 'assets/main-1a2b3c4d.js'), `console.log(${JSON.stringify('originals '.repeat(300))});`);
  writeFileSync(join(root, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return root;
}

beforeAll(async () => {
  app = await originalsTestApp(database.db(), { originalsDist: fakeOriginalsDist() });
  unbuilt = await originalsTestApp(database.db(), { originalsDist: join(makeTempDir('none'), 'dist') });
});
afterAll(async () => {
  await Promise.all([app.close(), unbuilt.close()]);
  removeTempDirs();
});

describe('the game pages under /originals', () => {
  it.each([
    '/originals/play/color-game?token=abc&language=EN',
    '/originals/play/isla-fortuna',
    '/originals/verify?round=OR123',
  ])('%s is the game app, never cached (the address may carry a launch token)', async (url) => {
    const response = await app.inject({ url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('Originals shell');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('serves hashed assets for a year, compressed, and 404s for anything else', async () => {
    const asset = await app.inject({
      url: '/originals/assets/main-1a2b3c4d.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers['content-encoding']).toBe('gzip');
    expect((await app.inject({ url: '/originals/favicon.svg' })).statusCode).toBe(200);
    for (const url of [
      '/originals/assets/missing.js',
      '/originals/index.html',
      '/originals/../package.json',
      '/originals/play',
    ]) {
      expect((await app.inject({ url })).statusCode).toBe(404);
    }
  });

  it('says how to build the pages when they are missing', async () => {
    const response = await unbuilt.inject({ url: '/originals/play/color-game' });
    expect(response.statusCode).toBe(503);
    expect(response.body).toContain('npm run build');
  });
});
