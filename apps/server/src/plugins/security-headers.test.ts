import type { FastifyInstance } from 'fastify';
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INLINE_SCRIPT, fakeWebDist } from '../testing/fake-web-dist';
import { removeTempDirs } from '../testing/temp-dir';
import { buildTestApp } from '../testing/test-app';
import { useTestDatabase } from '../testing/test-database';

const database = useTestDatabase();
let app: FastifyInstance;
let proxied: FastifyInstance;

beforeAll(async () => {
  const webDist = fakeWebDist();
  app = await buildTestApp({
    ...database.connection(),
    webDist,
    merchant: { imageCDNs: ['https://img.example.ph/palaro/'] },
  });
  proxied = await buildTestApp({ ...database.connection(), webDist, merchant: { trustProxy: true } });
});
afterAll(async () => {
  await Promise.all([app.close(), proxied.close()]);
  removeTempDirs();
});

function directives(header: string | string[] | number | undefined): Map<string, string[]> {
  return new Map(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name = '', ...values]) => [name, values]),
  );
}

describe('security headers', () => {
  it('come with every answer: pages, API calls and errors', async () => {
    for (const url of ['/m/home', '/wps/system/status', '/wps/missing']) {
      const response = await app.inject({ url });
      expect(response.headers['content-security-policy']).toBeDefined();
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(response.headers['referrer-policy']).toBe('no-referrer');
    }
  });

  it('allow what the web app needs and nothing else', async () => {
    const csp = directives((await app.inject({ url: '/m/home' })).headers['content-security-policy']);
    const inlineHash = `'sha256-${createHash('sha256').update(INLINE_SCRIPT).digest('base64')}'`;
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('script-src')).toEqual(["'self'", inlineHash]);
    expect(csp.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:', 'https://img.example.ph']);
    expect(csp.get('frame-src')).toEqual(["'self'", 'https://www.youtube-nocookie.com', 'https://www.youtube.com']);
    expect(csp.get('connect-src')).toContain("'self'");
    expect(csp.get('manifest-src')).toEqual(["'self'"]);
    expect(csp.get('worker-src')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.has('upgrade-insecure-requests')).toBe(false);
  });

  it('send HSTS only behind a trusted (https) proxy', async () => {
    expect((await app.inject({ url: '/m/home' })).headers['strict-transport-security']).toBeUndefined();
    const response = await proxied.inject({ url: '/m/home', headers: { 'x-forwarded-proto': 'https' } });
    expect(response.headers['strict-transport-security']).toMatch(/max-age=31536000/);
    expect(directives(response.headers['content-security-policy']).has('upgrade-insecure-requests')).toBe(true);
  });

  it('never upgrade or pin a page that reached the player over plain http', async () => {
    for (const target of [app, proxied]) {
      const response = await target.inject({ url: '/m/home', headers: { 'x-forwarded-proto': 'http' } });
      expect(response.headers['strict-transport-security']).toBeUndefined();
      expect(directives(response.headers['content-security-policy']).has('upgrade-insecure-requests')).toBe(false);
    }
  });

  it('believe x-forwarded-proto only from a trusted proxy', async () => {
    const response = await app.inject({ url: '/m/home', headers: { 'x-forwarded-proto': 'https' } });
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });
});
