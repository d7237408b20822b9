import { API, gameListSchema, vendorGameTypesSchema } from '@palaro/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_VENDORS, gameIconName } from '../../db/seed/demo-catalogue';
import { call, valueOf } from '../../testing/api-client';
import { buildTestApp } from '../../testing/test-app';
import { useTestDatabase } from '../../testing/test-database';

const database = useTestDatabase();
let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp(database.connection());
});
afterAll(() => app.close());

const svgOf = async (url: string) => {
  const response = await app.inject({ url });
  expect(response.statusCode, url).toBe(200);
  expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
  expect(response.headers['cache-control']).toMatch(/max-age=\d{7,}/);
  return response.body;
};

/** The background gradient's colours: what sets a tile's look apart at a glance. */
const paletteOf = (svg: string) =>
  [
    ...(/<linearGradient id="bg"[^>]*>(.*?)<\/linearGradient>/.exec(svg)?.[1] ?? '').matchAll(
      /stop-color="(#[0-9a-f]{6})"/g,
    ),
  ]
    .map((match) => match[1])
    .join('-');

const demoGames = DEMO_VENDORS.flatMap((vendor) =>
  vendor.games.map((game) => ({ vendor, game, name: gameIconName(vendor.code, game.code) })),
);

describe('game art', () => {
  it('gives every game of the catalogue an icon URL of its own', async () => {
    const games = [];
    for (let pageNo = 1; ; pageNo += 1) {
      const page = gameListSchema.parse(
        valueOf(await call(app, 'GET', `${API.gameList}?pageSize=60&pageNo=${pageNo}`)),
      );
      games.push(...page.games);
      if (pageNo >= page.totalPages) break;
    }
    const played = games.filter((game) => game.isGameH5 !== 'VASSALAGE');
    expect(played.length).toBe(demoGames.length);
    expect(new Set(played.map((game) => game.iconUrl)).size).toBe(played.length);
  });

  it('draws each game in its own small picture and palette, with no words in it', async () => {
    const drawings = await Promise.all(demoGames.map(({ name }) => svgOf(`/m/demo-images/${name}.svg`)));
    expect(new Set(drawings).size).toBe(demoGames.length);
    const palettes = drawings.map(paletteOf);
    expect(palettes.every((palette) => /^#[0-9a-f]{6}-#[0-9a-f]{6}$/.test(palette))).toBe(true);
    expect(new Set(palettes).size).toBe(demoGames.length);
    for (const [index, drawing] of drawings.entries()) {
      const { game, vendor } = demoGames[index]!;
      // the tile prints the names under the art and lays its badges over it: words in the art would be covered or repeated
      expect(drawing, game.name).not.toMatch(/<text/);
      expect(drawing.replace(/<title>.*<\/title>/, '')).not.toContain(vendor.displayName);
      expect(Buffer.byteLength(drawing), game.name).toBeLessThan(6_000);
    }
  });

  it('does not draw the games of one vendor with the same motif over and over', async () => {
    // the motif is what is left of a drawing without its colours and its scattered sparkles
    const shapeOf = (svg: string) =>
      svg
        .replace(/#[0-9a-f]{6}/g, '')
        .replace(/<title>.*<\/title>/, '')
        .replace(/<polygon[^>]*opacity="0\.\d+"\/>/g, '')
        .replace(/[\d.]+/g, 'n');
    for (const vendor of DEMO_VENDORS.filter((entry) => entry.category === 'RNG')) {
      const shapes = await Promise.all(
        vendor.games.map((game) => svgOf(`/m/demo-images/${gameIconName(vendor.code, game.code)}.svg`).then(shapeOf)),
      );
      expect(new Set(shapes).size, vendor.code).toBe(vendor.games.length);
    }
  });
});

describe('vendor logos', () => {
  it('mark every vendor with a shape and colour of its own, not its initials', async () => {
    const vendors = Object.values(
      vendorGameTypesSchema.parse(valueOf(await call(app, 'GET', `${API.vendorGameTypes}?typeId=1`))),
    ).flat();
    const unique = [...new Map(vendors.map((vendor) => [vendor.vassalage, vendor])).values()];
    expect(unique.length).toBeGreaterThan(10);
    const marks = await Promise.all(
      unique.map(async (vendor) =>
        (await svgOf(String(vendor.logoUrl).replace(/\.webp$/, '.svg'))).replace(
          /<title>.*<\/title>|<text.*<\/text>/g,
          '',
        ),
      ),
    );
    expect(new Set(marks).size).toBe(unique.length);
    const shapes = marks.map((mark) => mark.replace(/#[0-9a-f]{6}/g, ''));
    expect(new Set(shapes).size).toBe(unique.length);
    for (const [index, mark] of marks.entries()) expect(mark, unique[index]?.vassalage).not.toMatch(/<text/);
  });
});
