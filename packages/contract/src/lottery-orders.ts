import { z } from 'zod';
import { dateRangeQuerySchema, pageQuerySchema, pageSchema } from './money-common';
import { lotteryPrizeModeSchema } from './lottery-launch';
import { lotteryDrawStatusSchema, lotteryResultSchema } from './lottery-draws';

// Lottery orders (docs/spec.md 7.4 "Orders"; docs/server/lottery-orders.md): the lotto app exchanges its launch token
// for a lottery session, then places, lists and cancels the player's tickets with that session. Money moves through
// the seamless wallet as provider LOTTERY. Amounts are minor units as strings (decision 0018); times epoch ms.

/**
 * The header the lotto app sends its lottery session in on every order call; it is checked before the body is read,
 * like a login session.
 */
export const LOTTERY_SESSION_HEADER = 'x-lottery-session';

/** Body of POST /lgw/session: the single-use token of the frame address GET /lgw/games/launch gave. */
export const lotterySessionRequestSchema = z.object({ launchToken: z.string().min(16).max(128) });

/** Value of POST /lgw/session. The session ends with the player's login, at `expiresAt` at the latest. */
export const lotterySessionSchema = z.object({
  sessionId: z.string(),
  expiresAt: z.number().int(),
  gameId: z.string(),
  playerName: z.string(),
  currency: z.string(),
  /** The merchant's symbol of `currency` ("₱"), which the lotto app shows amounts with, as the web app does. */
  currencySymbol: z.string(),
  balance: z.string(),
});
export type LotterySession = z.infer<typeof lotterySessionSchema>;

/** Value of GET /lgw/balance: the player's balance now, wins and refunds the payout run made included. */
export const lotteryBalanceSchema = lotterySessionSchema.pick({ currency: true, balance: true });
export type LotteryBalance = z.infer<typeof lotteryBalanceSchema>;

const minor = z.string().regex(/^(0|[1-9]\d{0,17})$/, 'expected a whole number of minor units');
const positiveMinor = z.string().regex(/^[1-9]\d{0,17}$/, 'expected a positive whole number of minor units');

/** A bet's choice as the engine reads it: numbers, positions (ordered games) or an option (big, red, ...). */
export const lotterySelectionSchema = z.object({
  numbers: z.array(z.number().int()).max(100).optional(),
  positions: z.array(z.number().int()).max(20).optional(),
  option: z.string().max(32).optional(),
});

export const lotterySuborderRequestSchema = z.object({
  betType: z.string().min(1).max(32),
  selection: lotterySelectionSchema,
  /** The stake of one ticket; the suborder costs it times its combinations. */
  unitStake: positiveMinor,
});

/** Body of POST /lgw/orders. `clientOrderId` stays the same while the app retries the same order. */
export const lotteryPlaceOrderSchema = z.object({
  clientOrderId: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, 'expected 8 to 64 letters, digits, - or _'),
  gameId: z.string().min(1).max(48),
  /** The draw the player saw on sale; a draw that closed meanwhile is refused. */
  drawNumber: z.string().regex(/^\d{8}-\d{4,6}$/),
  prizeMode: lotteryPrizeModeSchema,
  suborders: z.array(lotterySuborderRequestSchema).min(1).max(50),
  /** Follow: the same tickets in this and the next draws (2-20 in all); stop on win refunds the later draws' tickets. */
  follow: z.object({ draws: z.number().int().min(2).max(20), stopOnWin: z.boolean().default(false) }).optional(),
});
export type LotteryPlaceOrder = z.infer<typeof lotteryPlaceOrderSchema>;

export const LOTTERY_ORDER_STATUSES = ['placed', 'settled', 'cancelled'] as const;
export const LOTTERY_SUBORDER_STATUSES = ['placed', 'cancelled', 'won', 'lost', 'refunded'] as const;

export const lotterySuborderSchema = z.object({
  suborderId: z.string(),
  drawNumber: z.string(),
  betType: z.string(),
  selection: lotterySelectionSchema,
  unitStake: minor,
  combinations: z.number().int(),
  amount: minor,
  status: z.enum(LOTTERY_SUBORDER_STATUSES),
  /** What the ticket returned, stake included; null until settled. */
  winAmount: minor.nullable(),
  settledAt: z.number().int().nullable(),
});

export const lotteryOrderSchema = z.object({
  orderId: z.string(),
  clientOrderId: z.string(),
  gameId: z.string(),
  drawNumber: z.string(),
  prizeMode: z.string(),
  /** The draws the order covers (1, or a follow's count) and whether a win stops the later ones. */
  followDraws: z.number().int(),
  stopOnWin: z.boolean(),
  total: minor,
  winTotal: minor,
  status: z.enum(LOTTERY_ORDER_STATUSES),
  createdAt: z.number().int(),
});
export type LotteryOrder = z.infer<typeof lotteryOrderSchema>;

/** Value of POST /lgw/orders and of the detail: the order, its suborders and, once drawn, the draw's result. */
export const lotteryOrderDetailSchema = lotteryOrderSchema.extend({
  suborders: z.array(lotterySuborderSchema),
  draw: z.object({ status: lotteryDrawStatusSchema, drawAt: z.number().int(), result: lotteryResultSchema.nullable() }),
  /** The player's balance after placing (POST /lgw/orders only). */
  balance: minor.optional(),
});
export type LotteryOrderDetail = z.infer<typeof lotteryOrderDetailSchema>;

/** Query of GET /lgw/orders: the player's orders, newest first. */
export const lotteryOrdersQuerySchema = pageQuerySchema.extend(dateRangeQuerySchema.shape).extend({
  gameId: z.string().max(48).optional(),
  status: z.enum(LOTTERY_ORDER_STATUSES).optional(),
});
export const lotteryOrdersPageSchema = pageSchema(lotteryOrderSchema);

export const lotteryOrderDetailQuerySchema = z.object({ orderId: z.string().regex(/^\d{1,18}$/) });

/** Body of POST /lgw/orders/suborders/cancel. */
export const lotteryCancelSuborderSchema = z.object({ suborderId: z.string().regex(/^\d{1,18}$/) });

/** Failures of the order calls; the engine's own bet refusals (lottery.bet.type.unknown, lottery.numbers.count, ...) come as 400 with the field. */
export const LOTTERY_ORDER_ERRORS = {
  sessionInvalid: { status: 401, errorCode: 'lottery.session.invalid', message: 'Open the game again from the lobby' },
  gameMismatch: { status: 400, errorCode: 'lottery.game.mismatch', message: 'This session is for another game' },
  drawUnknown: { status: 404, errorCode: 'lottery.draw.unknown', message: 'No such draw' },
  drawClosed: { status: 409, errorCode: 'lottery.draw.closed', message: 'Sales for this draw are closed' },
  followUnavailable: {
    status: 409,
    errorCode: 'lottery.follow.unavailable',
    message: 'Not that many draws of this game are scheduled yet',
  },
  orderUnknown: { status: 404, errorCode: 'lottery.order.unknown', message: 'No such order' },
  orderConflict: {
    status: 409,
    errorCode: 'lottery.order.conflict',
    message: 'This order id was already used for another order',
  },
  suborderFinished: {
    status: 409,
    errorCode: 'lottery.suborder.finished',
    message: 'This ticket is already settled or cancelled',
  },
  liabilityCap: {
    status: 409,
    errorCode: 'lottery.liability.cap',
    message: 'This selection is sold out for this draw; choose a smaller stake or another selection',
  },
  walletUnavailable: { status: 503, errorCode: 'lottery.wallet.unavailable', message: 'Please try again shortly' },
} as const;
export type LotteryOrderErrorName = keyof typeof LOTTERY_ORDER_ERRORS;
