import type { Queryable } from '../db';

/** seed_runs markers of the demo people (players, agents, operators with public passwords) of a merchant. */
export const demoPeopleMarkers = (merchant: string) => [`demo-accounts:${merchant}`, `demo-operators:${merchant}`];

/** The demo-people markers a database carries for `merchant` (empty on a database that never ran as a demo). */
export async function demoPeopleSeeded(db: Queryable, merchant: string): Promise<string[]> {
  const { rows } = await db.query<{ name: string }>(
    'SELECT name FROM seed_runs WHERE name = ANY ($1::text[]) ORDER BY name',
    [demoPeopleMarkers(merchant)],
  );
  return rows.map((row) => row.name);
}
