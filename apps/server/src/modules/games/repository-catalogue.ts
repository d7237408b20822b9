import type { Queryable } from '../../db/db';

export type VendorRow = {
  code: string;
  category: string;
  display_name: string;
  provider: string;
  launch_url: string;
  enabled: boolean;
};

export type GameRow = {
  node_id: number;
  vendor: string;
  game_id: string;
  game_code: string;
  game_type: string;
  name: string;
  room_id: string | null;
  icon_url: string;
  mobile_large_icon: string;
  tel_node_id: number | null;
  support_play: number;
  lotto_mode: string | null;
  game_group_id: string | null;
  is_new: boolean;
  launch_kind: 'H5' | 'VASSALAGE';
  url: string | null;
  min_bet: bigint;
  lines: number;
  sort: number;
};

export type BannerRow = {
  id: number;
  group_name: string;
  title: string;
  image_url: string;
  linkage: string;
  linkage_type: string;
  sort: number;
};

/** Reads of the catalogue tables (0005); the lobby reads them through the in-memory catalogue, not per request. */
export function createCatalogueRepository(db: Queryable) {
  return {
    async revision(merchant: string): Promise<bigint> {
      const { rows } = await db.query<{ revision: bigint }>(
        'SELECT revision FROM catalogue_revisions WHERE merchant = $1',
        [merchant],
      );
      return rows[0]?.revision ?? 0n;
    },

    async vendors(merchant: string): Promise<VendorRow[]> {
      const { rows } = await db.query<VendorRow>(
        'SELECT code, category, display_name, provider, launch_url, enabled FROM game_vendors WHERE merchant = $1',
        [merchant],
      );
      return rows;
    },

    /** Enabled games of enabled vendors, in catalogue order. */
    async games(merchant: string): Promise<GameRow[]> {
      const { rows } = await db.query<GameRow>(
        `SELECT g.node_id, g.vendor, g.game_id, g.game_code, g.game_type, g.name, g.room_id, g.icon_url, g.mobile_large_icon,
                g.tel_node_id, g.support_play, g.lotto_mode, g.game_group_id, g.is_new, g.launch_kind, g.url, g.min_bet, g.lines, g.sort
         FROM games g JOIN game_vendors v ON v.merchant = g.merchant AND v.code = g.vendor
         WHERE g.merchant = $1 AND g.enabled AND v.enabled
         ORDER BY g.sort, g.node_id`,
        [merchant],
      );
      return rows;
    },

    async banners(merchant: string): Promise<BannerRow[]> {
      const { rows } = await db.query<BannerRow>(
        `SELECT id, group_name, title, image_url, linkage, linkage_type, sort FROM game_banners
         WHERE merchant = $1 AND enabled ORDER BY group_name, sort, id`,
        [merchant],
      );
      return rows;
    },

    /** Rounds played per game since `since` (hot games). */
    async playCounts(merchant: string, since: Date): Promise<Map<number, number>> {
      const { rows } = await db.query<{ node_id: number; rounds: bigint }>(
        `SELECT node_id, count(*) AS rounds FROM wallet_rounds WHERE merchant = $1 AND created_at >= $2 AND bet_count > 0 GROUP BY node_id`,
        [merchant, since],
      );
      return new Map(rows.map((row) => [row.node_id, Number(row.rounds)]));
    },
  };
}

export type CatalogueRepository = ReturnType<typeof createCatalogueRepository>;
