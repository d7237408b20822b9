import type { TransactionRound } from '@palaro/contract';
import type { Queryable } from '../../db/db';
import type { Catalogue } from '../games';
import {
  walletRepository,
  type PlayerRoundRow,
  type RoundRecordFilter,
  type RoundRecordRow,
  type RoundRecordTotalsRow,
} from './repository';

export type RoundKey = { provider: string; roundId: string };

type Snapshot = Awaited<ReturnType<Catalogue['current']>>;

export type PlayerRound = Omit<PlayerRoundRow, 'provider' | 'round_id' | 'node_id' | 'vendor'> & {
  named: TransactionRound;
};

/** A round of the game record: named like a report's round, with its game's category. */
export type RecordRound = PlayerRound & { category: string };

export type { RoundRecordFilter };

/** The ledger's reference of a round's money (see service-wallet: `round:<provider>:<roundId>`). */
export function roundKeyOf(reference: string): RoundKey | undefined {
  const match = /^round:([A-Z0-9_]{2,32}):(.{1,64})$/.exec(reference);
  return match?.[1] && match[2] ? { provider: match[1], roundId: match[2] } : undefined;
}

export const roundKeyText = (key: RoundKey) => `${key.provider}:${key.roundId}`;

/** The player's rounds named after their game and vendor, so reports never show a bare reference. */
export function createPlayerRounds({
  db,
  catalogue,
  fairProvider,
}: {
  db: Queryable;
  catalogue: Catalogue;
  fairProvider: string;
}) {
  function nameOf(snapshot: Snapshot | undefined, row: PlayerRoundRow): PlayerRound {
    const { provider, round_id: roundId, node_id: nodeId, vendor, ...money } = row;
    const entry = snapshot?.byNode.get(nodeId);
    // a game taken out of the catalogue since keeps its vendor's name at least
    const vendorName = entry?.vendor.display_name ?? snapshot?.vendors.get(vendor)?.display_name ?? vendor;
    return {
      ...money,
      named: {
        provider,
        roundId,
        gameName: entry?.game.gameName ?? vendorName,
        gameCode: entry?.game.gameCode ?? '',
        vendor,
        vendorName,
        provablyFair: provider === fairProvider,
      },
    };
  }

  return {
    async named(accountId: bigint, keys: readonly RoundKey[]): Promise<Map<string, PlayerRound>> {
      const rows = await walletRepository.roundsOfAccount(db, accountId, keys);
      const snapshot = rows.length > 0 ? await catalogue.current() : undefined;
      const found = new Map<string, PlayerRound>();
      for (const row of rows)
        found.set(roundKeyText({ provider: row.provider, roundId: row.round_id }), nameOf(snapshot, row));
      return found;
    },

    /**
     * The game record: a page of the player's rounds of every provider (newest first) and the totals over every round
     * the filter matches.
     */
    async records(
      filter: RoundRecordFilter,
      page: { limit: number; offset: number },
    ): Promise<{ rounds: RecordRound[]; totals: RoundRecordTotalsRow }> {
      const [rows, totals] = await Promise.all([
        walletRepository.roundRecords(db, filter, page),
        walletRepository.roundRecordTotals(db, filter),
      ]);
      const snapshot = rows.length > 0 ? await catalogue.current() : undefined;
      return {
        rounds: rows.map(({ category, ...row }: RoundRecordRow) => ({ ...nameOf(snapshot, row), category })),
        totals,
      };
    },
  };
}

export type PlayerRounds = ReturnType<typeof createPlayerRounds>;
