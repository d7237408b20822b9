import { vendorSortingSchema } from '@palaro/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../testing/test-app';
import { useTestDatabase } from '../../testing/test-database';

const database = useTestDatabase();
let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp(database.connection());
});
afterAll(() => app.close());

const sorting = async () => {
  const response = await app.inject({ url: '/wps/game/vendors/sorting', headers: { merchant: 'PALARO' } });
  expect(response.statusCode).toBe(200);
  return vendorSortingSchema.parse(response.json<{ value: unknown }>().value);
};

describe('GET /wps/game/vendors/sorting', () => {
  it('lists the seeded categories in server order, LOCAL first', async () => {
    const value = await sorting();
    expect(value.map((entry) => entry.gameCategory)).toEqual([
      'LOCAL',
      'RNG',
      'LIVE',
      'FISH',
      'PVP',
      'SPORTS',
      'ESPORTS',
      'COCKFIGHT',
      'LOTT',
    ]);
    expect(value[0]?.vendorNames).toEqual([{ vassalage: 'PALARO', accountTypeName: 'Palaro Originals' }]);
    expect(value.find((entry) => entry.gameCategory === 'LOTT')?.vendorNames.map((vendor) => vendor.vassalage)).toEqual(
      ['LOTT', 'ELOTT', 'TCG_SEA'],
    );
    expect(value.every((entry) => entry.vendorNames.length > 0)).toBe(true);
  });

  it('reads the order from the database', async () => {
    await app.db.query("UPDATE game_categories SET sort = 1 WHERE merchant = 'PALARO' AND category = 'LIVE'");
    const value = await sorting();
    expect(value.map((entry) => entry.gameCategory).slice(0, 2)).toEqual(['LIVE', 'LOCAL']);
    await app.db.query("UPDATE game_categories SET sort = 30 WHERE merchant = 'PALARO' AND category = 'LIVE'");
  });
});
