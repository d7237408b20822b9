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
export const searchKey = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

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
  /** Moves on every invalidate(): a check that began before it may have read the revision before the write. */
  let generation = 0;
  let pending: { generation: number; snapshot: Promise<Snapshot> } | undefined;
  const listeners = new Set<(next: Snapshot) => void>();

  async function load(revision: bigint): Promise<Snapshot> {
    const [vendorRows, gameRows, bannerRows] = await Promise.all([
      repository.vendors(merchant),
      repository.games(merchant),
      repository.banners(merchant),
    ]);
    const vendors = new Map(vendorRows.map((vendor) => [vendor.code, vendor]));
    const games: CatalogueGame[] = [];
    for (const row of gameRows) {
      const vendor = vendors.get(row.vendor);
      if (vendor) games.push({ game: toGame(row, vendor, transfer), vendor, searchName: searchKey(row.name) });
    }
    return {
      revision,
      games,
      byNode: new Map(games.map((entry) => [entry.game.nodeId, entry])),
      vendors,
      banners: bannerRows.map(toBanner),
    };
  }

  async function refresh(started: number): Promise<Snapshot> {
    const revision = await repository.revision(merchant);
    const next = snapshot && snapshot.revision === revision ? snapshot : await load(revision);
    // an outdated check answers its own waiters (they asked before the invalidation) but is not kept
    if (started !== generation) return next;
    checkedAt = now();
    if (next !== snapshot) {
      snapshot = next;
      for (const listener of listeners) listener(next);
    }
    return next;
  }

  function reload(): Promise<Snapshot> {
    // one check at a time per generation, however many requests are waiting for it
    if (pending?.generation === generation) return pending.snapshot;
    const started = generation;
    const promise = refresh(started).finally(() => {
      if (pending?.snapshot === promise) pending = undefined;
    });
    pending = { generation: started, snapshot: promise };
    return promise;
  }

  return {
    /** The snapshot when it was checked within pollMs, else undefined (call current()). */
    fresh(): Snapshot | undefined {
      return snapshot && now() - checkedAt < pollMs ? snapshot : undefined;
    },
    /**
     * For hot reads that must not wait: the snapshot when checked within pollMs, or (once that has passed, and
     * for at most another pollMs) the same snapshot while the revision is checked again in the background. So a
     * change made elsewhere shows within two pollMs at worst, and no request waits for the periodic check;
     * undefined after invalidate() or a longer pause (call current()).
     */
    peek(): Snapshot | undefined {
      if (!snapshot) return undefined;
      const age = now() - checkedAt;
      if (age < pollMs) return snapshot;
      if (age >= 2 * pollMs) return undefined;
      // a failed check is retried by the next request; current() reports it to whoever waits
      reload().catch(() => undefined);
      return snapshot;
    },
    async current(): Promise<Snapshot> {
      return this.fresh() ?? reload();
    },
    /** Forget the check time, so the next read looks at the revision again. */
    invalidate(): void {
      generation += 1;
      checkedAt = -Infinity;
    },
    /** Called with each new snapshot (derived caches drop what they built on the old one). */
    onChange(listener: (next: Snapshot) => void): void {
      listeners.add(listener);
    },
  };
}

export type Catalogue = ReturnType<typeof createCatalogue>;
