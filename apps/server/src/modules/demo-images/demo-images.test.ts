import { DEMO_IMAGE_NAMES, demoImageUrl, vendorLogoName } from '@palaro/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_GAME_CATEGORIES } from '../../db/seed/demo-game-categories';
import { buildTestApp } from '../../testing/test-app';
import { useTestDatabase } from '../../testing/test-database';

const database = useTestDatabase();
let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp(database.connection());
});
afterAll(() => app.close());

const vendorImages = DEMO_GAME_CATEGORIES.flatMap((category) => category.vendorNames).map((vendor) => vendorLogoName(vendor.vassalage));

describe('demo images', () => {
  it.each([...DEMO_IMAGE_NAMES, ...vendorImages])('%s.svg is a long-cached SVG drawn by the server', async (name) => {
    const response = await app.inject({ url: demoImageUrl(name) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(response.headers['cache-control']).toMatch(/max-age=\d{7,}/);
    expect(response.body).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*viewBox=/);
    expect(response.body).toMatch(/<\/svg>$/);
    // nothing is fetched from elsewhere
    expect(response.body).not.toMatch(/href=|url\(http/);
  });

  it('answers a repeat visit with 304', async () => {
    const first = await app.inject({ url: demoImageUrl('logo') });
    const again = await app.inject({ url: demoImageUrl('logo'), headers: { 'if-none-match': String(first.headers.etag) } });
    expect(again.statusCode).toBe(304);
  });

  it('writes the vendor name into its logo', async () => {
    const response = await app.inject({ url: demoImageUrl(vendorLogoName('BAYANI')) });
    expect(response.body).toContain('Bayani Live');
  });

  it('knows no other names', async () => {
    expect((await app.inject({ url: '/m/demo-images/unknown.svg' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/m/demo-images/logo.png' })).statusCode).toBe(404);
  });
});
