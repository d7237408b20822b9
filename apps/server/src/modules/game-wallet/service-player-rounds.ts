import type { TransactionRound } from '@palaro/contract';
import type { Queryable } from '../../db/db';
import type { Catalogue } from '../games';
import { walletRepository, type PlayerRoundRow } from './repository';

export type RoundKey = { provider: string; roundId: string };

export type PlayerRound = Omit<PlayerRoundRow, 'provider' | 'round_id' | 'node_id' | 'vendor'> & {
  named: TransactionRound;
};

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
  return {
    async named(accountId: bigint, keys: readonly RoundKey[]): Promise<Map<string, PlayerRound>> {
      const rows = await walletRepository.roundsOfAccount(db, accountId, keys);
      const snapshot = rows.length > 0 ? await catalogue.current() : undefined;
      const found = new Map<string, PlayerRound>();
      for (const { provider, round_id: roundId, node_id: nodeId, vendor, ...money } of rows) {
        const entry = snapshot?.byNode.get(nodeId);
        // a game taken out of the catalogue since keeps its vendor's name at least
        const vendorName = entry?.vendor.display_name ?? snapshot?.vendors.get(vendor)?.display_name ?? vendor;
        found.set(roundKeyText({ provider, roundId }), {
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
        });
      }
      return found;
    },
  };
}

export type PlayerRounds = ReturnType<typeof createPlayerRounds>;
