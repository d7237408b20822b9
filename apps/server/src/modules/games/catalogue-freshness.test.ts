import { describe, expect, it } from 'vitest';
import { createCatalogue } from './catalogue';
import type { CatalogueRepository, GameRow, VendorRow } from './repository-catalogue';

const vendor: VendorRow = {
  code: 'LUMEN',
  category: 'RNG',
  display_name: 'Lumen Slots',
  provider: 'SIMULATOR',
  launch_url: '',
  enabled: true,
};

const game = (nodeId: number, name: string): GameRow => ({
  node_id: nodeId,
  vendor: 'LUMEN',
  game_id: `g${nodeId}`,
  game_code: `game-${nodeId}`,
  game_type: 'RNG',
  name,
  room_id: null,
  icon_url: '',
  mobile_large_icon: '',
  tel_node_id: null,
  support_play: 0,
  lotto_mode: null,
  game_group_id: null,
  is_new: false,
  launch_kind: 'H5',
  url: null,
  min_bet: 100n,
  lines: 20,
  sort: nodeId,
});

/** A catalogue table that another instance may change, and whose revision reads can be held back. */
function fakeRepository() {
  const state = { revision: 1n, games: [game(1, 'Golden Carabao')], revisionReads: 0 };
  let hold: Promise<void> | undefined;
  const repository = {
    revision: async () => {
      state.revisionReads += 1;
      const seen = state.revision;
      await hold;
      return seen;
    },
    vendors: async () => [vendor],
    games: async () => state.games,
    banners: async () => [],
    playCounts: async () => new Map<number, number>(),
  } satisfies CatalogueRepository;
  return {
    state,
    repository,
    /** Revision reads started from now on wait until the returned release is called. */
    holdReads(): () => void {
      let release = () => {};
      hold = new Promise((resolve) => {
        release = resolve;
      });
      return () => {
        hold = undefined;
        release();
      };
    },
    change(games: GameRow[]): void {
      state.games = games;
      state.revision += 1n;
    },
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('in-memory catalogue', () => {
  it('answers from memory within the poll interval, then checks the revision in the background', async () => {
    const table = fakeRepository();
    let clock = 0;
    const catalogue = createCatalogue({
      repository: table.repository,
      merchant: 'PALARO',
      transferVendors: [],
      now: () => clock,
      pollMs: 1000,
    });
    expect(catalogue.peek()).toBeUndefined();
    const first = await catalogue.current();
    expect(table.state.revisionReads).toBe(1);

    clock = 999;
    expect(catalogue.peek()).toBe(first);
    expect(table.state.revisionReads).toBe(1);

    // another instance changes the catalogue: the next peek past the interval still answers, and starts the check
    table.change([game(1, 'Golden Carabao'), game(2, 'Pista Fiesta')]);
    clock = 1500;
    expect(catalogue.peek()).toBe(first);
    await settle();
    const next = catalogue.peek();
    expect(next?.revision).toBe(2n);
    expect(next?.games.map((entry) => entry.game.gameName)).toEqual(['Golden Carabao', 'Pista Fiesta']);
  });

  it('never answers from memory once two intervals passed without a check', async () => {
    const table = fakeRepository();
    let clock = 0;
    const catalogue = createCatalogue({
      repository: table.repository,
      merchant: 'PALARO',
      transferVendors: [],
      now: () => clock,
      pollMs: 1000,
    });
    await catalogue.current();
    clock = 2000;
    expect(catalogue.peek()).toBeUndefined();
    table.change([]);
    expect((await catalogue.current()).games).toEqual([]);
  });

  it('after invalidate() waits for a check that began after it, never for one that began before', async () => {
    const table = fakeRepository();
    let clock = 0;
    const catalogue = createCatalogue({
      repository: table.repository,
      merchant: 'PALARO',
      transferVendors: [],
      now: () => clock,
      pollMs: 1000,
    });
    await catalogue.current();

    // a background check reads the old revision, and is still on its way when this instance writes
    clock = 1200;
    const release = table.holdReads();
    catalogue.peek();
    table.change([game(3, 'Kampana Classic')]);
    catalogue.invalidate();
    expect(catalogue.peek()).toBeUndefined();
    const after = catalogue.current();
    release();
    expect((await after).games.map((entry) => entry.game.gameName)).toEqual(['Kampana Classic']);
    await settle();
    // the outdated check did not bring the old revision back
    expect(catalogue.peek()?.revision).toBe(2n);
  });
});
