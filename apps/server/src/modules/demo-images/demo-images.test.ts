import {
  API,
  bannerListSchema,
  DEMO_IMAGE_NAMES,
  demoImageUrl,
  gameListSchema,
  vendorGameTypesSchema,
  vendorLogoName,
} from '@palaro/contract';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_BANNERS } from '../../db/seed/demo-catalogue';
import { DEMO_GAME_CATEGORIES } from '../../db/seed/demo-game-categories';
import { DEMO_PAYMENTS } from '../../config/demo-money';
import { call, valueOf } from '../../testing/api-client';
import { buildTestApp } from '../../testing/test-app';
import { useTestDatabase } from '../../testing/test-database';

const database = useTestDatabase();
let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp(database.connection());
});
afterAll(() => app.close());

const vendorImages = DEMO_GAME_CATEGORIES.flatMap((category) => category.vendorNames).map((vendor) =>
  vendorLogoName(vendor.vassalage),
);

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
    const again = await app.inject({
      url: demoImageUrl('logo'),
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('writes the vendor name into its logo', async () => {
    const response = await app.inject({ url: demoImageUrl(vendorLogoName('BAYANI')) });
    expect(response.body).toContain('Bayani Live');
  });

  it('knows no other names', async () => {
    expect((await app.inject({ url: '/m/demo-images/unknown.svg' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/m/demo-images/logo.png' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/m/demo-images/unknown.webp' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/m/demo-images/logo.svg.webp' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/m/demo-images/logo' })).statusCode).toBe(404);
  });
});

describe('demo images as WebP', () => {
  const webp = async (name: string) => {
    const response = await app.inject({ url: demoImageUrl(name, 'webp') });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    return { response, meta: await sharp(response.rawPayload).metadata() };
  };

  it.each([
    ['banner-welcome', 750, 320],
    ['banner-originals', 750, 320],
    [vendorLogoName('LUMEN'), 320, 102],
    ['payment-bank', 240, 112],
    ['about-live-dealer', 750, 500],
    ['about-ambassador', 400, 400],
    ['logo', expect.any(Number), expect.any(Number)],
  ])('%s.webp is rendered %s px wide, twice its size on a phone', async (name, width, height) => {
    const { response, meta } = await webp(name);
    expect(meta.format).toBe('webp');
    expect({ width: meta.width, height: meta.height }).toEqual({ width, height });
    expect(response.headers['cache-control']).toMatch(/max-age=\d{7,}/);
    // far smaller than the pixels it holds: a compressed picture, not raw pixels
    expect(response.rawPayload.length).toBeLessThan(40_000);
  });

  it('renders the game icons at 240 px square', async () => {
    const games = gameListSchema.parse(valueOf(await call(app, 'GET', `${API.gameList}?pageSize=3`))).games;
    const name = /\/([a-z0-9-]+)\.webp$/.exec(games[0]?.iconUrl ?? '')?.[1] ?? '';
    const { meta } = await webp(name);
    expect([meta.width, meta.height]).toEqual([240, 240]);
  });

  it('gives each rendering an etag of its own and answers a repeat visit with 304, before and after rendering', async () => {
    const svg = await app.inject({ url: demoImageUrl('banner-live') });
    const unseen = await app.inject({ url: demoImageUrl('banner-live', 'webp'), headers: { 'if-none-match': 'x' } });
    expect(unseen.headers.etag).toMatch(/^"[\w-]{22}"$/);
    expect(unseen.headers.etag).not.toBe(svg.headers.etag);
    const etag = String(unseen.headers.etag);
    const again = await app.inject({ url: demoImageUrl('banner-live', 'webp'), headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(
      (await app.inject({ url: demoImageUrl('banner-lottery', 'webp'), headers: { 'if-none-match': etag } }))
        .statusCode,
    ).toBe(200);
    // the same bytes on every request, rendered once
    const first = await app.inject({ url: demoImageUrl('banner-live', 'webp') });
    expect(first.rawPayload.equals(unseen.rawPayload)).toBe(true);
    expect(first.headers.etag).toBe(etag);
  });

  it('shares one rendering between requests that arrive together', async () => {
    const answers = await Promise.all([1, 2, 3].map(() => app.inject({ url: demoImageUrl('payment-qr', 'webp') })));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    expect(answers.every((answer) => answer.rawPayload.equals(answers[0]!.rawPayload))).toBe(true);
  });
});

describe('the demo content shows the WebP artwork', () => {
  it('points every game icon, vendor logo and payment logo at a WebP the server serves, and every banner at its SVG', async () => {
    const groups = [...new Set(DEMO_BANNERS.map((banner) => banner.group))].join(',');
    const { banners } = bannerListSchema.parse(valueOf(await call(app, 'GET', `${API.banners}?groupName=${groups}`)));
    const games = gameListSchema.parse(valueOf(await call(app, 'GET', `${API.gameList}?pageSize=60`))).games;
    const vendors = Object.values(
      vendorGameTypesSchema.parse(valueOf(await call(app, 'GET', `${API.vendorGameTypes}?typeId=1`))),
    ).flat();
    for (const banner of banners) {
      expect(banner.url).toMatch(/^\/m\/demo-images\/[a-z0-9-]+\.svg$/);
      expect((await app.inject({ url: banner.url })).headers['content-type']).toMatch(/^image\/svg\+xml/);
    }
    const urls = [
      ...games.flatMap((game) => [game.iconUrl, game.mobileLargeIcon]),
      ...vendors.map((vendor) => vendor.logoUrl),
      ...DEMO_PAYMENTS.methods.map((method) => method.logo),
    ];
    expect(banners).toHaveLength(DEMO_BANNERS.length);
    expect(games.length).toBeGreaterThan(10);
    expect(vendors.length).toBeGreaterThan(3);
    for (const url of new Set(urls)) {
      expect(url).toMatch(/^\/m\/demo-images\/[a-z0-9-]+\.webp$/);
      const response = await app.inject({ url: String(url), headers: { 'if-none-match': '"none"' } });
      expect(response.statusCode, String(url)).toBe(200);
      expect(response.headers['content-type']).toBe('image/webp');
    }
  });
});
