import { createHash } from 'node:crypto';
import type { LotteryOrder, LotteryOrderDetail, LotteryPlaceOrder } from '@palaro/contract';
import type { Db } from '../../db/db';
import { ApiError } from '../../http/api-error';
import { WalletUnavailableError } from '../wallet-client';
import type { DrawGame } from './draw-games';
import { checkPrizeMode, validateBet, type PrizeModeCode, type ValidBet } from './engine';
import { betError, drawError, orderError } from './errors';
import { liabilitySharesOf, mergeShares } from './liability';
import { orderWalletIds as ids, owedCall, type OrderWallet } from './order-wallet';
import { ordersRepository, type OrderRow, type SuborderRow } from './repository-orders';
import type { LottoPlayer } from './service-lotto-sessions';

type Deps = {
  db: Db;
  merchant: string;
  clock: () => number;
  wallet: OrderWallet;
  games: ReadonlyMap<string, DrawGame>;
  /** Per draw and selection: the most the house would pay if it wins (minor units). */
  liabilityCap: bigint;
};

const UNIQUE_VIOLATION = '23505';
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** The checked order: its game, prize mode and bets, each bet checked by the engine. */
type CheckedOrder = { drawGame: DrawGame; prizeMode: PrizeModeCode; bets: ValidBet[]; total: bigint; hash: string };

/**
 * Players' orders (docs/server/lottery-orders.md): placed while the draw is on sale, each ticket's stake one wallet bet
 * in the order's round; listed and shown to their owner only; a ticket cancelled while sales are open gets its stake
 * back by a rollback of its bet. Every refusal comes before anything is stored or moved.
 */
export function createOrderService({ db, merchant, clock, wallet, games, liabilityCap }: Deps) {
  const repo = ordersRepository(db, merchant);

  function check(player: LottoPlayer, body: LotteryPlaceOrder): CheckedOrder {
    if (body.gameId !== player.gameId) throw orderError('gameMismatch');
    const drawGame = games.get(body.gameId);
    if (!drawGame) throw drawError('gameUnknown');
    const mode = checkPrizeMode(drawGame.game, body.prizeMode);
    if (!mode.ok) throw new ApiError(400, mode.error.errorCode, mode.error.message, { prizeMode: mode.error.message });
    const bets = body.suborders.map((suborder, index) => {
      const checked = validateBet(drawGame.game, suborder.betType, suborder.selection, BigInt(suborder.unitStake));
      if (!checked.ok) throw betError(checked.error, index);
      return checked.value;
    });
    const total = bets.reduce((sum, bet) => sum + bet.totalStake, 0n);
    const canonical = bets.map((bet) => [bet.betType, bet.selection, bet.unitStake.toString()]);
    const hash = sha256(JSON.stringify([body.gameId, body.drawNumber, mode.value, canonical, body.follow ?? null]));
    return { drawGame, prizeMode: mode.value, bets, total, hash };
  }

  /** Tickets whose stake is owed back are paid back now; what the wallet does not answer, the payout run retries. */
  async function refund(walletSessionId: string, orderId: bigint, tickets: readonly SuborderRow[]): Promise<void> {
    const paid: bigint[] = [];
    for (const ticket of tickets) {
      const done = await owedCall(() =>
        wallet.rollback({
          sessionId: walletSessionId,
          roundId: ids.round(orderId, ticket.draw_id),
          transactionId: ids.refund(ticket.id),
          betTransactionId: ids.bet(ticket.id),
        }),
      );
      if (done) paid.push(ticket.id);
    }
    await repo.markPaid(paid, new Date(clock()));
  }

  /** A pending order that cannot be placed: its tickets refused, liability given back, any stake taken returned. */
  async function refuse(order: { id: bigint; drawIds: bigint[]; walletSessionId: string }, checked: CheckedOrder) {
    const refused = await db.transaction(async (tx) => {
      const txRepo = ordersRepository(tx, merchant);
      const tickets = await txRepo.markRefused(order.id);
      if (tickets.length > 0)
        for (const drawId of order.drawIds) await txRepo.releaseLiability(drawId, sharesOf(checked));
      return tickets;
    });
    await refund(order.walletSessionId, order.id, refused);
  }

  const sharesOf = (checked: CheckedOrder) =>
    mergeShares(checked.bets.flatMap((bet) => liabilitySharesOf(checked.drawGame.game, checked.prizeMode, bet)));

  async function detailOf(order: OrderRow, balance?: string): Promise<LotteryOrderDetail> {
    const [suborders, draw] = await Promise.all([repo.suborders(order.id), repo.drawById(order.draw_id)]);
    const shown = draw.status === 'drawn' || draw.status === 'settled';
    return {
      ...summaryOf(order),
      suborders: suborders.map((s) => ({
        suborderId: s.id.toString(),
        drawNumber: s.draw_number,
        betType: s.bet_type,
        selection: s.selection as LotteryOrderDetail['suborders'][number]['selection'],
        unitStake: s.unit_stake.toString(),
        combinations: s.combinations,
        amount: s.amount.toString(),
        // a pending ticket shows as placed, a refused one as refunded: the player's view of its money
        status: s.status === 'pending' ? 'placed' : s.status === 'refused' ? 'refunded' : s.status,
        winAmount: s.win_amount === null ? null : s.win_amount.toString(),
        settledAt: s.settled_at ? s.settled_at.getTime() : null,
      })),
      draw: {
        status: draw.status,
        drawAt: draw.draw_at.getTime(),
        result: shown ? (draw.result as LotteryOrderDetail['draw']['result']) : null,
      },
      ...(balance === undefined ? {} : { balance }),
    };
  }

  return {
    async place(player: LottoPlayer, body: LotteryPlaceOrder): Promise<LotteryOrderDetail> {
      const checked = check(player, body);
      const earlier = await repo.orderByClientId(player.accountId, body.clientOrderId);
      if (earlier && (earlier.request_hash !== checked.hash || earlier.status === 'refused'))
        throw orderError('orderConflict');
      if (earlier && earlier.status !== 'pending') return detailOf(earlier);

      const draw = await repo.draw(body.gameId, body.drawNumber);
      if (!draw) throw orderError('drawUnknown');
      const now = clock();
      const onSale =
        draw.opens_at.getTime() <= now &&
        now < draw.closes_at.getTime() &&
        (draw.status === 'scheduled' || draw.status === 'open');
      if (!onSale) throw orderError('drawClosed');
      const followDraws = body.follow?.draws ?? 1;
      const draws = followDraws === 1 ? [draw] : await repo.drawsFrom(body.gameId, draw, followDraws);
      if (draws.length < followDraws || draws[0]!.id !== draw.id) throw orderError('followUnavailable');

      // stored first (with the liability it adds, checked against the cap under the keys' row locks), then charged
      let stored = earlier;
      try {
        stored = await db.transaction(async (tx) => {
          const txRepo = ordersRepository(tx, merchant);
          for (const covered of draws) {
            const keys = await txRepo.addLiability(covered.id, sharesOf(checked));
            const over = keys.find((k) => k.liability > liabilityCap);
            if (over) throw orderError('liabilityCap', { [over.bet_type]: over.selection });
          }
          const orderId = await txRepo.insertOrder({
            accountId: player.accountId,
            clientOrderId: body.clientOrderId,
            requestHash: checked.hash,
            walletSessionId: player.walletSessionId,
            gameId: body.gameId,
            drawId: draw.id,
            prizeMode: checked.prizeMode,
            followDraws,
            stopOnWin: body.follow?.stopOnWin ?? false,
            total: checked.total * BigInt(followDraws),
            now: new Date(now),
          });
          for (const covered of draws) {
            await txRepo.insertSuborders(
              orderId,
              covered.id,
              checked.bets.map((bet) => ({
                betType: bet.betType,
                selection: bet.selection,
                unitStake: bet.unitStake,
                combinations: bet.combinations,
                amount: bet.totalStake,
              })),
            );
          }
          return (await txRepo.order(orderId))!;
        });
      } catch (error) {
        // the same client order id sent twice at once: the other call stored it; answer as its repeat
        if ((error as { code?: unknown } | null)?.code === UNIQUE_VIOLATION && !earlier)
          return this.place(player, body);
        throw error;
      }
      const order = { id: stored.id, drawIds: draws.map((d) => d.id), walletSessionId: stored.wallet_session_id };

      let balance: string | undefined;
      for (const ticket of await repo.suborders(stored.id)) {
        let answer: Awaited<ReturnType<OrderWallet['bet']>>;
        try {
          answer = await wallet.bet({
            sessionId: stored.wallet_session_id,
            roundId: ids.round(stored.id, ticket.draw_id),
            transactionId: ids.bet(ticket.id),
            amount: ticket.amount,
          });
        } catch (error) {
          // no answer: the order stays pending; the app's retry takes it up, or the payout run refuses it after close
          if (error instanceof WalletUnavailableError) throw orderError('walletUnavailable');
          throw error;
        }
        if (!answer.ok) {
          await refuse(order, checked);
          throw new ApiError(answer.status, answer.errorCode, answer.message);
        }
        balance = answer.value.balance;
      }
      if (!(await repo.markPlaced(stored.id, new Date(clock())))) {
        await refuse(order, checked);
        throw orderError('drawClosed');
      }
      return detailOf((await repo.order(stored.id))!, balance);
    },

    async detail(player: LottoPlayer, orderId: bigint): Promise<LotteryOrderDetail> {
      const order = await repo.order(orderId);
      if (!order || order.account_id !== player.accountId || order.status === 'refused')
        throw orderError('orderUnknown');
      return detailOf(order);
    },

    async list(
      player: LottoPlayer,
      query: { gameId?: string; status?: string; from?: string; to?: string; pageNo: number; pageSize: number },
    ) {
      const { rows, total } = await repo.page(
        player.accountId,
        {
          ...(query.gameId ? { gameId: query.gameId } : {}),
          ...(query.status ? { status: query.status } : {}),
          ...(query.from ? { from: new Date(query.from) } : {}),
          ...(query.to ? { to: new Date(query.to) } : {}),
        },
        query.pageNo,
        query.pageSize,
      );
      return {
        list: rows.map(summaryOf),
        pageNum: query.pageNo,
        totalPages: Math.max(1, Math.ceil(total / query.pageSize)),
        total,
      };
    },

    /** Cancels one ticket while its draw is on sale; its stake comes back by a rollback of its bet. */
    async cancel(player: LottoPlayer, suborderId: bigint): Promise<LotteryOrderDetail> {
      const ticket = await repo.suborder(suborderId);
      if (!ticket || ticket.account_id !== player.accountId) throw orderError('orderUnknown');
      if (ticket.status !== 'placed') throw orderError('suborderFinished');
      const order = (await repo.order(ticket.order_id))!;
      const drawGame = games.get(order.game_id);
      const cancelled = await db.transaction(async (tx) => {
        const txRepo = ordersRepository(tx, merchant);
        if (!(await txRepo.cancel(suborderId, new Date(clock())))) return false;
        if (drawGame) {
          const bet = {
            gameId: order.game_id,
            betType: ticket.bet_type,
            selection: ticket.selection,
            unitStake: ticket.unit_stake,
            combinations: ticket.combinations,
            totalStake: ticket.amount,
          };
          const shares = liabilitySharesOf(drawGame.game, order.prize_mode as PrizeModeCode, bet);
          await txRepo.releaseLiability(ticket.draw_id, mergeShares(shares));
        }
        return true;
      });
      if (!cancelled) {
        const now = await repo.suborder(suborderId);
        throw orderError(now?.status === 'placed' ? 'drawClosed' : 'suborderFinished');
      }
      await refund(ticket.wallet_session_id, ticket.order_id, [ticket]);
      return detailOf((await repo.order(ticket.order_id))!);
    },
  };
}

function summaryOf(order: OrderRow): LotteryOrder {
  return {
    orderId: order.id.toString(),
    clientOrderId: order.client_order_id,
    gameId: order.game_id,
    drawNumber: order.draw_number,
    prizeMode: order.prize_mode,
    followDraws: order.follow_draws,
    stopOnWin: order.stop_on_win,
    total: order.total.toString(),
    winTotal: order.win_total.toString(),
    // a pending order is shown as placed: its stakes are being taken
    status: order.status === 'pending' || order.status === 'refused' ? 'placed' : order.status,
    createdAt: order.created_at.getTime(),
  };
}

export type OrderService = ReturnType<typeof createOrderService>;
