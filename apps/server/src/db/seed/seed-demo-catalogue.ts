import { demoImageUrl, vendorLogoName } from '@palaro/contract';
import type { Db, Queryable } from '../db';
import { lockSchema } from '../migrate';
import { DEMO_BANNERS, DEMO_VENDOR_ENTRY, DEMO_VENDORS, gameIconName, type DemoVendor } from './demo-catalogue';
import { DEMO_GAME_CATEGORIES } from './demo-game-categories';

const categoryRank = (category: string) => {
  const index = DEMO_GAME_CATEGORIES.findIndex((entry) => entry.gameCategory === category);
  return index < 0 ? DEMO_GAME_CATEGORIES.length : index;
};

async function insertVendor(tx: Queryable, merchant: string, vendor: DemoVendor, rank: number): Promise<void> {
  await tx.query(
    `INSERT INTO game_vendors (merchant, code, category, display_name, provider, launch_url) VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (merchant, code) DO NOTHING`,
    [merchant, vendor.code, vendor.category, vendor.displayName, vendor.provider, vendor.launchUrl],
  );
  for (const [index, game] of vendor.games.entries()) {
    const icon = demoImageUrl(gameIconName(vendor.code, game.code), 'webp');
    await tx.query(
      `INSERT INTO games (merchant, vendor, game_id, game_code, game_type, name, room_id, icon_url, mobile_large_icon, support_play,
         lotto_mode, game_group_id, is_new, launch_kind, url, min_bet, lines, sort)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $8, $9, $10, $11, $12, 'H5', $13, $14, $15, $16)
       ON CONFLICT (merchant, vendor, game_code) DO NOTHING`,
      [
        merchant,
        vendor.code,
        game.gameId ?? `${vendor.code}-${String(index + 1).padStart(3, '0')}`,
        game.code,
        vendor.category,
        game.name,
        game.roomId ?? null,
        icon,
        game.freePlay ? 0 : 1,
        game.lottoMode ?? null,
        game.lottoMode ? vendor.code : null,
        game.isNew ?? false,
        vendor.category === 'LOCAL' ? `${vendor.launchUrl}/${game.code}` : null,
        game.minBet ?? 100,
        game.lines ?? 0,
        rank * 1000 + index,
      ],
    );
  }
}

// Banners stay SVG: home's first banner is the page's largest paint, drawn by index.html's splash before the app
// (docs/bench/web.md, home's first screen); as WebP the carousel's copy sometimes became the largest paint, a second later.
async function insertBanners(tx: Queryable, merchant: string): Promise<void> {
  for (const [index, banner] of DEMO_BANNERS.entries()) {
    let linkage = banner.linkage;
    if (banner.linkageType === 'G') {
      const [vendor, code] = banner.linkage.split('/');
      const { rows } = await tx.query<{ node_id: number }>(
        'SELECT node_id FROM games WHERE merchant = $1 AND vendor = $2 AND game_code = $3',
        [merchant, vendor, code],
      );
      linkage = String(rows[0]?.node_id ?? '');
    }
    await tx.query(
      `INSERT INTO game_banners (merchant, group_name, title, image_url, linkage, linkage_type, sort) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [merchant, banner.group, banner.title, demoImageUrl(banner.image), linkage, banner.linkageType, (index + 1) * 10],
    );
  }
}

/** Seeds the demo vendors, games and banners of `merchant` once (after the demo content made the merchant). */
export async function seedDemoCatalogue(db: Db, merchant: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    await lockSchema(tx);
    const marker = await tx.query('INSERT INTO seed_runs (name) VALUES ($1) ON CONFLICT (name) DO NOTHING', [
      `demo-catalogue:${merchant}`,
    ]);
    if (marker.rowCount === 0) return false;
    for (const vendor of DEMO_VENDORS) {
      const rank =
        categoryRank(vendor.category) * 10 +
        DEMO_VENDORS.filter((other) => other.category === vendor.category).indexOf(vendor);
      await insertVendor(tx, merchant, vendor, rank);
    }
    const entry = DEMO_VENDOR_ENTRY;
    await tx.query(
      `INSERT INTO games (merchant, vendor, game_id, game_code, game_type, name, icon_url, mobile_large_icon, launch_kind, min_bet, sort)
       SELECT $1, $2, $3, $4, category, $5, $6, $6, 'VASSALAGE', 100, $7 FROM game_vendors WHERE merchant = $1 AND code = $2
       ON CONFLICT (merchant, vendor, game_code) DO NOTHING`,
      [
        merchant,
        entry.vendor,
        `${entry.vendor}-LOBBY`,
        entry.code,
        entry.name,
        demoImageUrl(vendorLogoName(entry.vendor), 'webp'),
        999_999,
      ],
    );
    await insertBanners(tx, merchant);
    return true;
  });
}
