import type { Banner, Game, GameCategory } from '@palaro/contract';
import type { BannerRow, CatalogueRepository, GameRow, VendorRow } from './repository-catalogue';

export type CatalogueGame = { game: Game; vendor: VendorRow; searchName: string };

export type Snapshot = {
  revision: bigint;
  /** In catalogue order. */
  games: CatalogueGame[];
  byNode: Map<number, CatalogueGame>;
  vendors: Map<string, VendorRow>;
  banners: Banner[];
};

/** Lower case without accents, so "Pusoy" finds "pusóy" and the reverse. */
export const searchKey = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase();

function toGame(row: GameRow, vendor: VendorRow, transferVendors: ReadonlySet<string>): Game {
  return {
    nodeId: row.node_id,
    gameId: row.game_id,
    roomId: row.room_id,
    gameType: row.game_type as GameCategory,
    vassalage: row.vendor,
    vendorCode: row.vendor,
    gameCode: row.game_code,
    gameName: row.name,
    nodeName: row.name,
    displayName: vendor.display_name,
    iconUrl: row.icon_url,
    showIcon: 1,
    mobileLargeIcon: row.mobile_large_icon,
    telNodeId: row.tel_node_id,
    supportPlay: row.support_play,
    lottoMode: row.lotto_mode,
    gameGroupId: row.game_group_id,
    gameClassifyNew: row.is_new ? 1 : 0,
    isGameH5: row.launch_kind,
    freeplay: row.support_play === 0,
    url: row.url,
    minBet: row.min_bet.toString(),
    lines: row.lines,
    walletMode: transferVendors.has(vendor.code) ? 'transfer' : 'seamless',
  };
}

const toBanner = (row: BannerRow): Banner => ({
  id: row.id,
  url: row.image_url,
  groupName: row.group_name as Banner['groupName'],
  title: row.title,
  linkage: row.linkage,
  linkageType: row.linkage_type as Banner['linkageType'],
  sort: row.sort,
});

type Options = {
  repository: CatalogueRepository;
  merchant: string;
  /** MERCHANT_CONFIG transferVendors: vendors whose games play from the player's sub-wallet. */
  transferVendors: readonly string[];
  now?: () => number;
  pollMs?: number;
};

/**
 * The merchant's catalogue held in memory. Writes on this instance call invalidate(); writes elsewhere move
 * catalogue_revisions (a trigger), which each instance checks at most once per pollMs.
 */
export function createCatalogue({ repository, merchant, transferVendors, now = Date.now, pollMs = 1000 }: Options) {
  const transfer = new Set(transferVendors);
  let snapshot: Snapshot | undefined;
  let checkedAt = -Infinity;
  let pending: Promise<Snapshot> | undefined;
  const listeners = new Set<(next: Snapshot) => void>();

  async function load(revision: bigint): Promise<Snapshot> {
    const [vendorRows, gameRows, bannerRows] = await Promise.all([repository.vendors(merchant), repository.games(merchant), repository.banners(merchant)]);
    const vendors = new Map(vendorRows.map((vendor) => [vendor.code, vendor]));
    const games: CatalogueGame[] = [];
    for (const row of gameRows) {
      const vendor = vendors.get(row.vendor);
      if (vendor) games.push({ game: toGame(row, vendor, transfer), vendor, searchName: searchKey(row.name) });
    }
    return { revision, games, byNode: new Map(games.map((entry) => [entry.game.nodeId, entry])), vendors, banners: bannerRows.map(toBanner) };
  }

  async function refresh(): Promise<Snapshot> {
    const revision = await repository.revision(merchant);
    checkedAt = now();
    if (!snapshot || snapshot.revision !== revision) {
      snapshot = await load(revision);
      for (const listener of listeners) listener(snapshot);
    }
    return snapshot;
  }

  return {
    /** The snapshot when it was checked within pollMs, else undefined (call current()). */
    fresh(): Snapshot | undefined {
      return snapshot && now() - checkedAt < pollMs ? snapshot : undefined;
    },
    async current(): Promise<Snapshot> {
      const ready = this.fresh();
      if (ready) return ready;
      // one reload at a time, however many requests are waiting for it
      pending ??= refresh().finally(() => {
        pending = undefined;
      });
      return pending;
    },
    /** Forget the check time, so the next read looks at the revision again. */
    invalidate(): void {
      checkedAt = -Infinity;
    },
    /** Called with each new snapshot (derived caches drop what they built on the old one). */
    onChange(listener: (next: Snapshot) => void): void {
      listeners.add(listener);
    },
  };
}

export type Catalogue = ReturnType<typeof createCatalogue>;
