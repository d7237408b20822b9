import {
  API,
  LOTTERY_SESSION_HEADER,
  lotteryLaunchSchema,
  lotteryOrderDetailSchema,
  lotterySessionSchema,
  type LotteryNumero,
  type LotteryOrderDetail,
} from '@palaro/contract';
import type { FastifyInstance } from 'fastify';
import { call, valueOf } from './api-client';
import { newPlayer, type TestPlayer } from './money-fixtures';

/** A logged-in, funded player with a lotto session of one game, opened from a launch token as the lotto app does. */
export type LottoTestPlayer = TestPlayer & { session: string; funds: bigint };

export async function lottoPlayer(
  app: FastifyInstance,
  { gameId, funds, now }: { gameId: string; funds: bigint; now: number },
): Promise<LottoTestPlayer> {
  const player = await newPlayer(app, { funds, now });
  const launch = lotteryLaunchSchema.parse(
    valueOf(
      await call(app, 'GET', `${API.lotteryLaunch}?gameId=${gameId}&playType=ent&mui=EN`, undefined, {
        token: player.token,
      }),
    ),
  );
  const launchToken = new URL(launch.url, 'http://palaro.test').searchParams.get('token')!;
  const response = await app.inject({ method: 'POST', url: API.lotterySession, payload: { launchToken } });
  return { ...player, funds, session: lotterySessionSchema.parse(valueOf(response)).sessionId };
}

/** The draw of `gameId` on sale now, as the board shows it. */
export async function openDrawNumber(app: FastifyInstance, gameId: string): Promise<string> {
  const numero = valueOf<LotteryNumero>(await call(app, 'GET', `${API.lotteryNumero}?gameId=${gameId}`));
  if (!numero.current) throw new Error(`no draw of ${gameId} on sale`);
  return numero.current.drawNumber;
}

export type LottoBet = { betType: string; selection: object; unitStake: string };

/** POST /lgw/orders as the lotto app sends it; fails the test unless the order is placed. */
export async function placeOrder(
  app: FastifyInstance,
  player: LottoTestPlayer,
  order: { clientOrderId: string; gameId: string; drawNumber: string; suborders: LottoBet[]; follow?: object },
): Promise<LotteryOrderDetail> {
  const response = await app.inject({
    method: 'POST',
    url: API.lotteryOrders,
    payload: { prizeMode: 'ModeElott', ...order },
    headers: { [LOTTERY_SESSION_HEADER]: player.session },
  });
  return lotteryOrderDetailSchema.parse(valueOf(response));
}

/** One of every number: always wins one of its ten combinations. */
export const EVERY_NUMBER: LottoBet = {
  betType: 'number',
  selection: { numbers: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9] },
  unitStake: '100',
};

/**
 * The colour game's bets in a fixed rotation of sixteen: every bet type, mostly single numbers (each digit as often, so
 * a tenth of them win whatever the draw), so about one ticket in six wins: the wins a draw pays are many, but each is
 * a wallet call, and stakes are most of what a draw's tickets are.
 */
export function colourBet(n: number): LottoBet {
  const unitStake = String(100 * (1 + (n % 3)));
  switch (n % 16) {
    case 12:
      return { betType: 'number', selection: { numbers: [n % 10, (n + 5) % 10] }, unitStake };
    case 13:
      return { betType: 'colour', selection: { option: 'violet' }, unitStake };
    case 14:
      return { betType: 'colour', selection: { option: n % 32 < 16 ? 'red' : 'green' }, unitStake };
    case 15:
      return { betType: 'bigSmall', selection: { option: n % 32 < 16 ? 'big' : 'small' }, unitStake };
    default:
      return { betType: 'number', selection: { numbers: [n % 10] }, unitStake };
  }
}
