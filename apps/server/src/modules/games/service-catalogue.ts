import {
  formatMinorUnits,
  minorDigitsOf,
  type BannerGroup,
  type BannerList,
  type GameCategory,
  type GameRow,
  type VendorGameTypes,
  type WinnerBoard,
} from '@palaro/contract';
import { vendorLogoName, demoImageUrl } from '@palaro/contract';
import type { Db } from '../../db/db';
import type { Catalogue, CatalogueGame, Snapshot } from './catalogue';
import { byCategory, gamesOf, hotOrder } from './game-list';
import type { CatalogueRepository } from './repository-catalogue';
import { biggestWins } from './repository-player';

const HOT_WINDOW_MS = 7 * 24 * 60 * 60_000;
const HOT_TTL_MS = 60_000;
const WINNERS_TTL_MS = 10_000;

type Deps = {
  db: Db;
  repository: CatalogueRepository;
  catalogue: Catalogue;
  merchant: { merchantCode: string; currency: string; currencySymbol: string };
  now?: () => number;
};

/** Games by rounds played over the last week, counted at `at` over one catalogue revision. */
export type HotGames = { at: number; revision: bigint; order: CatalogueGame[]; signature: string };

/** "demo" -> "de***o": enough to recognise yourself, not enough to find anyone. */
export function maskName(name: string): string {
  if (name.length <= 2) return `${name.slice(0, 1)}***`;
  return `${name.slice(0, 2)}***${name.slice(-1)}`;
}

/** Reads of the catalogue that every visitor shares: vendor counts, hot games, winners, banners. */
export function createCatalogueService({ db, repository, catalogue, merchant, now = Date.now }: Deps) {
  const code = merchant.merchantCode;
  const digits = minorDigitsOf(merchant.currency);
  let hot: HotGames | undefined;
  let counting: { revision: bigint; hot: Promise<HotGames> } | undefined;
  const winners = new Map<string, { at: number; value: WinnerBoard }>();

  /** The hot order in force for this snapshot, without waiting; undefined once it is due to be counted again. */
  function currentHot(snapshot: Snapshot): HotGames | undefined {
    return hot && hot.revision === snapshot.revision && now() - hot.at < HOT_TTL_MS ? hot : undefined;
  }

  async function countHot(snapshot: Snapshot): Promise<HotGames> {
    const counts = await repository.playCounts(code, new Date(now() - HOT_WINDOW_MS));
    const order = hotOrder(snapshot.games, counts);
    const next = {
      at: now(),
      revision: snapshot.revision,
      order,
      signature: order.map((entry) => entry.game.nodeId).join(','),
    };
    // a count over an older catalogue never replaces one over a newer
    if (!hot || hot.revision === snapshot.revision || snapshot.revision > hot.revision) hot = next;
    return next;
  }

  function hotGames(snapshot: Snapshot): Promise<HotGames> {
    const ready = currentHot(snapshot);
    if (ready) return Promise.resolve(ready);
    // one count at a time per catalogue revision, however many requests are waiting for it
    if (counting?.revision !== snapshot.revision) {
      const promise = countHot(snapshot).finally(() => {
        if (counting?.hot === promise) counting = undefined;
      });
      counting = { revision: snapshot.revision, hot: promise };
    }
    return counting.hot;
  }

  return {
    hotGames,
    currentHot,

    /** Per game type its vendors in server order with their game counts (vendor entry tiles are not counted). */
    async vendorGameTypes(): Promise<VendorGameTypes> {
      const snapshot = await catalogue.current();
      const counts = new Map<string, number>();
      for (const { game } of snapshot.games) {
        if (game.isGameH5 !== 'H5') continue;
        const key = `${game.gameType}|${game.vassalage}`;
        counts.set(key, (counts.get(key) ?? 0) + 1);
      }
      const result: VendorGameTypes = {};
      const seen = new Set<string>();
      for (const { game, vendor } of snapshot.games) {
        const key = `${game.gameType}|${game.vassalage}`;
        if (seen.has(key) || !counts.has(key)) continue;
        seen.add(key);
        (result[game.gameType] ??= []).push({
          vassalage: vendor.code,
          accountTypeName: vendor.display_name,
          gameCount: counts.get(key) ?? 0,
          logoUrl: demoImageUrl(vendorLogoName(vendor.code), 'webp'),
        });
      }
      return result;
    },

    async hotList(gameType: GameCategory | undefined, size: number): Promise<GameRow> {
      const { order } = await hotGames(await catalogue.current());
      return { list: gamesOf(order.filter(byCategory(gameType)).slice(0, size)) };
    },

    async banners(groups: BannerGroup[]): Promise<BannerList> {
      const snapshot = await catalogue.current();
      return { banners: snapshot.banners.filter((banner) => groups.includes(banner.groupName)) };
    },

    async winnerBoard(category: GameCategory | undefined, limit: number): Promise<WinnerBoard> {
      const key = `${category ?? 'ALL'}|${limit}`;
      const cached = winners.get(key);
      if (cached && now() - cached.at < WINNERS_TTL_MS) return cached.value;
      const snapshot = await catalogue.current();
      const rows = await biggestWins(db, code, new Date(now() - HOT_WINDOW_MS), limit, category);
      const list = rows.flatMap((row) => {
        const entry = snapshot.byNode.get(row.node_id);
        if (!entry) return [];
        return [
          {
            vo: {
              iconUrl: entry.game.iconUrl,
              customerName: maskName(row.username),
              gameName: entry.game.gameName,
              winAmount: formatMinorUnits(row.amount, digits),
              winAmountMinor: row.amount.toString(),
              currencySymbol: merchant.currencySymbol,
              nodeId: entry.game.nodeId,
              gameType: entry.game.gameType,
              wonAt: row.created_at.getTime(),
            },
          },
        ];
      });
      const value = { list };
      winners.set(key, { at: now(), value });
      return value;
    },

    /** A new win shows on the board at once on this instance. */
    forgetWinners(): void {
      winners.clear();
    },
  };
}

export type CatalogueService = ReturnType<typeof createCatalogueService>;
