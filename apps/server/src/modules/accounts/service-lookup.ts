import { moneyError } from '../../http/money-error';
import type { AccountRow, AccountsRepository } from './repository';

/** Players as an operator names them: by user name in any case (stored in lower case, a CHECK of the table). */
export function createPlayerLookup(accounts: AccountsRepository) {
  const find = (username: string) => accounts.byUsername(username.trim().toLowerCase());
  return {
    /** The named player; `money.player.unknown` when nobody has that name. */
    async byName(username: string): Promise<AccountRow> {
      const player = await find(username);
      if (!player) throw moneyError('playerUnknown');
      return player;
    },
    /** The account a list filter names: all (undefined) when no name is given, null when nobody has that name. */
    async filter(player: string | undefined): Promise<bigint | undefined | null> {
      if (player === undefined) return undefined;
      return (await find(player))?.id ?? null;
    },
  };
}

export type PlayerLookup = ReturnType<typeof createPlayerLookup>;
