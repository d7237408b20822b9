import type { ActiveSeeds, RevealedSeeds, RotateSeeds } from '@palaro/contract';
import type { Db, Queryable } from '../../db/db';
import { newSeedPair, rotateSeeds } from '../originals';
import { seedsRepository as repo, type SeedOwner, type SeedPairRow } from './repository-seeds';

export const activeSeeds = (pair: SeedPairRow): ActiveSeeds => ({
  serverSeedHash: pair.server_seed_hash,
  clientSeed: pair.client_seed,
  nextNonce: pair.next_nonce,
});

export const revealedSeeds = (pair: SeedPairRow): RevealedSeeds => ({
  serverSeed: pair.server_seed,
  serverSeedHash: pair.server_seed_hash,
  clientSeed: pair.client_seed,
  roundsPlayed: pair.next_nonce,
  revealedAt: (pair.revealed_at ?? pair.created_at).getTime(),
});

/** Seed pairs per player and game: committed before play, revealed only when rotated out. */
export function createSeedService({ db, clock }: { db: Db; clock: () => number }) {
  /** The pair in use, row-locked in `tx`; a first one is committed to when the player has none. */
  async function lockInUse(tx: Queryable, owner: SeedOwner): Promise<SeedPairRow> {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const pair = await repo.lockInUse(tx, owner);
      if (pair) return pair;
      await repo.insertInUse(tx, owner, newSeedPair(), new Date(clock()));
    }
    throw new Error('no seed pair in use after creating one');
  }

  return {
    lockInUse,

    /** What the player sees before the next round: the commitment, the client seed and the next nonce. */
    async current(owner: SeedOwner): Promise<ActiveSeeds> {
      const existing = await repo.inUse(db, owner);
      if (existing) return activeSeeds(existing);
      return db.transaction(async (tx) => activeSeeds(await lockInUse(tx, owner)));
    },

    /** Reveals the server seed in use and commits to a new one; a new client seed starts with the new pair. */
    async rotate(owner: SeedOwner, clientSeed?: string): Promise<RotateSeeds> {
      return db.transaction(async (tx) => {
        const pair = await lockInUse(tx, owner);
        const rotated = rotateSeeds(
          {
            serverSeed: pair.server_seed,
            serverSeedHash: pair.server_seed_hash,
            clientSeed: pair.client_seed,
            nextNonce: pair.next_nonce,
          },
          clientSeed,
        );
        const now = new Date(clock());
        await repo.reveal(tx, pair.id, now);
        await repo.insertInUse(tx, owner, rotated.next, now);
        return {
          revealed: revealedSeeds({ ...pair, revealed_at: now }),
          seeds: { serverSeedHash: rotated.next.serverSeedHash, clientSeed: rotated.next.clientSeed, nextNonce: 0 },
        };
      });
    },

    async revealedList(owner: SeedOwner, limit = 20): Promise<RevealedSeeds[]> {
      return (await repo.revealed(db, owner, limit)).map(revealedSeeds);
    },
  };
}

export type SeedService = ReturnType<typeof createSeedService>;
