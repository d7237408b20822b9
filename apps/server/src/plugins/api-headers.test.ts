import { DEFAULT_LANGUAGE } from '@palaro/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ok } from '../http/envelope';
import { buildTestApp } from '../testing/test-app';
import { useTestDatabase } from '../testing/test-database';

const database = useTestDatabase();
let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp({ ...database.connection(), merchant: { languages: ['EN', 'TL', 'CN', 'VI', 'TH'] } });
  app.get('/wps/test/language', async (request) => ok({ language: request.language }));
});
afterAll(() => app.close());

const languageOf = async (headers: Record<string, string>) =>
  (await app.inject({ url: '/wps/test/language', headers })).json<{ value: { language: string } }>().value.language;

describe('Merchant header', () => {
  it('may be left out', async () => {
    expect((await app.inject({ url: '/wps/system/whitelabel' })).statusCode).toBe(200);
  });

  it('must name the configured merchant', async () => {
    expect((await app.inject({ url: '/wps/system/whitelabel', headers: { merchant: 'PALARO' } })).statusCode).toBe(200);
    const wrong = await app.inject({ url: '/wps/system/whitelabel', headers: { merchant: 'OTHER' } });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ success: false, errorCode: 'merchant.unknown', message: 'Unknown merchant' });
  });

  it('must be sent only once', async () => {
    const twice = await app.inject({ url: '/wps/system/whitelabel', headers: { merchant: ['PALARO', 'PALARO'] } });
    expect(twice.statusCode).toBe(400);
    expect(twice.json()).toMatchObject({
      errorCode: 'merchant.unknown',
      message: 'The Merchant header must be sent once',
    });
  });
});

describe('Language header', () => {
  it('selects one of the six languages, in any case', async () => {
    expect(await languageOf({ language: 'TL' })).toBe('TL');
    expect(await languageOf({ language: 'cn' })).toBe('CN');
  });

  it('falls back to EN when absent, unknown or not offered by the merchant', async () => {
    expect(await languageOf({})).toBe(DEFAULT_LANGUAGE);
    expect(await languageOf({ language: 'klingon' })).toBe('EN');
    expect(await languageOf({ language: 'PT' })).toBe('EN');
  });
});

describe('API responses', () => {
  it('are never stored by shared caches', async () => {
    const response = await app.inject({ url: '/wps/system/status' });
    expect(response.headers['cache-control']).toBe('no-store');
  });
});
