import {
  aboutResponseSchema,
  API,
  demoImageUrl,
  HEADER,
  OPS_API,
  opsAboutInputSchema,
  type About,
} from '@palaro/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runMigrations } from '../../db/migrate';
import { openDb } from '../../db/open-db';
import { DEMO_ABOUT } from '../../db/seed/demo-about';
import { call, valueOf } from '../../testing/api-client';
import { newPlayer, operatorToken } from '../../testing/money-fixtures';
import { buildTestApp } from '../../testing/test-app';
import { useTestDatabase, type TestConnection } from '../../testing/test-database';
import { aboutInput } from './about-test-kit';

const fresh = useTestDatabase();
const demo = useTestDatabase();
let app: FastifyInstance;
let demoApp: FastifyInstance;

/**
 * Marks the demo about-us page as already seeded on a database before the app first starts on it: the app starts in
 * demo mode (for the demo operators) yet finds the merchant with no page, as a production merchant starts.
 */
async function withoutDemoPage(connection: TestConnection): Promise<void> {
  const db =
    connection.db ?? (await openDb({ databaseUrl: connection.databaseUrl, dataDir: '', onIdleError: () => undefined }));
  try {
    await runMigrations(db);
    await db.query('INSERT INTO seed_runs (name) VALUES ($1)', ['demo-about:PALARO']);
  } finally {
    if (!connection.db) await db.close();
  }
}

beforeAll(async () => {
  await withoutDemoPage(fresh.connection());
  app = await buildTestApp(fresh.connection());
  demoApp = await buildTestApp(demo.connection());
});
afterAll(async () => {
  await app.close();
  await demoApp.close();
});

async function about(on: FastifyInstance, options: { language?: string; token?: string } = {}): Promise<About | null> {
  const response = await call(on, 'GET', API.about, undefined, {
    ...(options.token ? { token: options.token } : {}),
    ...(options.language ? { headers: { [HEADER.language]: options.language } } : {}),
  });
  return aboutResponseSchema.parse(valueOf(response));
}

describe('GET about', () => {
  it('answers null until an operator writes the page, to guests and players alike', async () => {
    const player = await newPlayer(app);
    expect(await about(app)).toBeNull();
    expect(await about(app, { language: 'TL', token: player.token })).toBeNull();
  });

  it("answers the page in the language asked for, else in the merchant's default, images from the stored addresses", async () => {
    const admin = await operatorToken(app, 'ops');
    valueOf(await call(app, 'PUT', OPS_API.about, aboutInput(), { token: admin }));

    const english = await about(app);
    expect(english).toEqual({
      mission: { title: 'Our mission', text: 'Fair games for every Filipino player.' },
      ambassador: {
        name: 'Liza Dimaculangan',
        role: 'Palaro ambassador',
        text: 'Play fair, play for fun.',
        photo: { url: 'https://cdn.palaro.example/about/liza.webp', alt: 'Liza on court' },
      },
      gallery: [0, 1, 2, 3, 4].map((index) => ({
        url: index === 0 ? '/m/demo-images/about-slots.webp' : `https://cdn.palaro.example/about/${index}.webp`,
        alt: `Picture ${index + 1}`,
      })),
      vision: { title: 'Our vision', text: 'The most trusted place to play.' },
    });

    const tagalog = await about(app, { language: 'TL' });
    expect(tagalog?.mission).toEqual({ title: 'Ang aming misyon', text: 'Patas na laro para sa bawat Pilipino.' });
    expect(tagalog?.ambassador.photo).toEqual({
      url: 'https://cdn.palaro.example/about/liza.webp',
      alt: 'Si Liza sa court',
    });
    expect(tagalog?.gallery.map((image) => image.alt)).toEqual([1, 2, 3, 4, 5].map((n) => `Larawan ${n}`));
    expect(tagalog?.gallery.map((image) => image.url)).toEqual(english?.gallery.map((image) => image.url));

    // a language without text, and one the merchant does not offer, fall back to the default (English)
    expect(await about(app, { language: 'CN' })).toEqual(english);
    expect(await about(app, { language: 'XX' })).toEqual(english);
  });
});

describe('the demo about-us page', () => {
  it('is a valid page in English and Tagalog whose images the server draws', async () => {
    expect(opsAboutInputSchema.parse(DEMO_ABOUT)).toEqual(DEMO_ABOUT);
    const english = await about(demoApp);
    const tagalog = await about(demoApp, { language: 'TL' });
    expect(english?.ambassador.name).toBe(DEMO_ABOUT.texts.EN?.ambassador.name);
    expect(english?.mission.title).toBe('Our mission');
    expect(tagalog?.mission.title).toBe('Ang aming misyon');
    expect(english?.ambassador.photo.url).toBe(demoImageUrl('about-ambassador', 'webp'));
    const urls = [english?.ambassador.photo.url, ...(english?.gallery.map((image) => image.url) ?? [])];
    expect(urls).toHaveLength(6);
    for (const url of urls) {
      const response = await demoApp.inject({ url: String(url) });
      expect(response.statusCode, String(url)).toBe(200);
      expect(response.headers['content-type']).toBe('image/webp');
    }
  });
});
