import type { Db } from '../db/db';
import { LOTTERY_PROVIDER } from '../config/built-in-providers';
import { verifyLedger } from '../modules/ledger/verify';
import { findGame, settleBet, type DrawResult, type Selection } from '../modules/lottery/engine';
import { orderWalletIds } from '../modules/lottery/order-wallet';

/** What the house side and the players held before the lottery took its first stake. */
export type MoneyBefore = { players: Map<bigint, bigint>; house: bigint; gameRound: bigint };

async function merchantBalance(db: Db, kind: 'house' | 'game_round'): Promise<bigint> {
  const { rows } = await db.query<{ balance: bigint }>(
    `SELECT coalesce(sum(balance), 0)::int8 AS balance FROM ledger_accounts WHERE kind = $1`,
    [kind],
  );
  return rows[0]?.balance ?? 0n;
}

async function playerBalances(db: Db, ids: readonly bigint[]): Promise<Map<bigint, bigint>> {
  const { rows } = await db.query<{ owner_id: bigint; balance: bigint }>(
    `SELECT owner_id, balance FROM ledger_accounts WHERE kind = 'player_main' AND owner_id = ANY($1::int8[])`,
    [ids],
  );
  return new Map(ids.map((id) => [id, rows.find((r) => r.owner_id === id)?.balance ?? 0n]));
}

export async function moneyBefore(db: Db, playerIds: readonly bigint[]): Promise<MoneyBefore> {
  return {
    players: await playerBalances(db, playerIds),
    house: await merchantBalance(db, 'house'),
    gameRound: await merchantBalance(db, 'game_round'),
  };
}

type TicketRow = {
  id: bigint;
  order_id: bigint;
  draw_id: bigint;
  account_id: bigint;
  game_id: string;
  prize_mode: string;
  bet_type: string;
  selection: Selection;
  unit_stake: bigint;
  amount: bigint;
  status: string;
  win_amount: bigint | null;
  settled_at: Date | null;
  paid_at: Date | null;
  round_ended_at: Date | null;
  draw_status: string;
  result: DrawResult | null;
};

const add = <K>(map: Map<K, bigint>, key: K, amount: bigint) => map.set(key, (map.get(key) ?? 0n) + amount);

/**
 * Everything the lottery owes its players once its jobs are done, recomputed from the tickets and compared with the
 * ledger; answers every difference (none: the money is right). For the players' lottery tickets:
 * - each is decided (won or lost with the engine's settleBet of its draw's result, or cancelled or refunded) and its
 *   money moved (paid), its round ended;
 * - each round's movements in the players' wallets are exactly its stakes, its wins and its refunds (a win paid twice
 *   or not at all shows here even when another round's error would balance it out);
 * - each player's balance moved by wins + refunds - stakes, the house by the opposite, the rounds' account not at all;
 * - the ledger verification finds nothing.
 */
export async function lotteryMoneyDifferences(db: Db, before: MoneyBefore): Promise<string[]> {
  const problems: string[] = [];
  const ids = [...before.players.keys()];
  const { rows: tickets } = await db.query<TicketRow>(
    `SELECT s.id, s.order_id, s.draw_id, o.account_id, o.game_id, o.prize_mode, s.bet_type, s.selection, s.unit_stake,
            s.amount, s.status, s.win_amount, s.settled_at, s.paid_at, s.round_ended_at, d.status AS draw_status,
            d.result
       FROM lottery_suborders s JOIN lottery_orders o ON o.id = s.order_id JOIN lottery_draws d ON d.id = s.draw_id
      WHERE o.account_id = ANY($1::int8[]) ORDER BY s.id`,
    [ids],
  );
  if (tickets.length === 0) problems.push('no tickets');

  const expectedByRound = new Map<string, { bet: bigint; win: bigint; rollback: bigint }>();
  const change = new Map<bigint, bigint>();
  for (const t of tickets) {
    const round = `round:${LOTTERY_PROVIDER}:${orderWalletIds.round(t.order_id, t.draw_id)}`;
    const expected = expectedByRound.get(round) ?? { bet: 0n, win: 0n, rollback: 0n };
    expectedByRound.set(round, expected);
    const label = `ticket ${t.id} (${t.status})`;
    if (t.status === 'pending' || t.status === 'placed' || t.status === 'refused') {
      problems.push(`${label} is not settled`);
      continue;
    }
    expected.bet -= t.amount;
    add(change, t.account_id, -t.amount);
    if (t.status === 'won' || t.status === 'lost') {
      if (t.draw_status !== 'settled') problems.push(`${label}: its draw is ${t.draw_status}`);
      if (!t.settled_at) problems.push(`${label} has no settled_at`);
      const game = findGame(t.game_id)!;
      const win = t.result ? settleBet(game, t.prize_mode, t.bet_type, t.selection, t.unit_stake, t.result) : undefined;
      if (win !== t.win_amount) problems.push(`${label} won ${t.win_amount}, settleBet says ${win}`);
      if ((t.status === 'won') !== (t.win_amount ?? 0n) > 0n) problems.push(`${label} with a win of ${t.win_amount}`);
      if (t.status === 'won') {
        expected.win += t.win_amount ?? 0n;
        add(change, t.account_id, t.win_amount ?? 0n);
      }
    } else {
      expected.rollback += t.amount;
      add(change, t.account_id, t.amount);
    }
    if (!t.paid_at) problems.push(`${label} is not paid`);
    if (!t.round_ended_at) problems.push(`${label}: its round is not ended`);
  }

  // every lottery round's movements in the players' wallets, by kind
  const { rows: moved } = await db.query<{ reference: string; kind: string; amount: bigint }>(
    `SELECT t.reference, t.kind, sum(e.amount)::int8 AS amount
       FROM ledger_transactions t JOIN ledger_entries e ON e.transaction_id = t.id
       JOIN ledger_accounts a ON a.id = e.account_id AND a.kind = 'player_main' AND a.owner_id = ANY($1::int8[])
      WHERE t.reference LIKE $2 GROUP BY t.reference, t.kind`,
    [ids, `round:${LOTTERY_PROVIDER}:%`],
  );
  const seen = new Map<string, { bet: bigint; win: bigint; rollback: bigint }>();
  for (const row of moved) {
    const round = seen.get(row.reference) ?? { bet: 0n, win: 0n, rollback: 0n };
    seen.set(row.reference, round);
    if (row.kind !== 'bet' && row.kind !== 'win' && row.kind !== 'rollback')
      problems.push(`${row.reference}: a ${row.kind} of ${row.amount}`);
    else round[row.kind] += row.amount;
  }
  for (const [round, expected] of expectedByRound) {
    const actual = seen.get(round) ?? { bet: 0n, win: 0n, rollback: 0n };
    for (const kind of ['bet', 'win', 'rollback'] as const) {
      if (actual[kind] !== expected[kind])
        problems.push(`${round}: ${kind} ${actual[kind]} in the ledger, the tickets say ${expected[kind]}`);
    }
  }
  for (const round of seen.keys()) if (!expectedByRound.has(round)) problems.push(`${round}: no tickets of its own`);

  const after = await moneyBefore(db, ids);
  let players = 0n;
  for (const [id, start] of before.players) {
    const moved = (after.players.get(id) ?? 0n) - start;
    players += moved;
    if (moved !== (change.get(id) ?? 0n))
      problems.push(`player ${id}: balance moved ${moved}, wins + refunds - stakes is ${change.get(id) ?? 0n}`);
  }
  if (after.house - before.house !== -players)
    problems.push(`house moved ${after.house - before.house}, the players ${players}`);
  if (after.gameRound !== before.gameRound)
    problems.push(`game rounds' account moved ${after.gameRound - before.gameRound}: a round is not settled`);

  const report = await verifyLedger(db);
  for (const d of report.differences) problems.push(`ledger verify: ${d.check}: ${d.subject} ${d.detail}`);
  return problems;
}
