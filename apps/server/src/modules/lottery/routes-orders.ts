import {
  API,
  LOTTERY_SESSION_HEADER,
  lotteryBalanceSchema,
  lotteryCancelSuborderSchema,
  lotteryOrderDetailQuerySchema,
  lotteryOrderDetailSchema,
  lotteryOrdersPageSchema,
  lotteryOrdersQuerySchema,
  lotteryPlaceOrderSchema,
  lotterySessionRequestSchema,
  lotterySessionSchema,
  successSchema,
} from '@palaro/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope';
import type { LottoPlayer, LottoSessions } from './service-lotto-sessions';
import type { OrderService } from './service-orders';

type Options = { sessions: LottoSessions; orders: OrderService };

/** The lotto app's calls: its session from the launch token, then the player's orders (SPEC 7.4 "Orders"). */
export const lotteryOrderRoutes: FastifyPluginAsyncZod<Options> = async (app, { sessions, orders }) => {
  const detail = { 200: successSchema(lotteryOrderDetailSchema) };
  // the lotto session (X-Lottery-Session) is checked before the body is read, as a login session is
  const players = new WeakMap<FastifyRequest, LottoPlayer>();
  const lottoSession = async (request: FastifyRequest) => {
    const header = request.headers[LOTTERY_SESSION_HEADER];
    players.set(request, await sessions.authenticate(typeof header === 'string' ? header : undefined));
  };
  const playerOf = (request: FastifyRequest) => players.get(request)!;
  const withSession = { onRequest: lottoSession };
  app.post(
    API.lotterySession,
    { schema: { body: lotterySessionRequestSchema, response: { 200: successSchema(lotterySessionSchema) } } },
    async (request) => ok(await sessions.open(request.body.launchToken)),
  );
  app.post(
    API.lotteryOrders,
    { ...withSession, schema: { body: lotteryPlaceOrderSchema, response: detail } },
    async (request) => {
      return ok(await orders.place(playerOf(request), request.body));
    },
  );
  app.get(
    API.lotteryOrders,
    {
      ...withSession,
      schema: { querystring: lotteryOrdersQuerySchema, response: { 200: successSchema(lotteryOrdersPageSchema) } },
    },
    async (request) => {
      return ok(await orders.list(playerOf(request), request.query));
    },
  );
  app.get(
    API.lotteryOrderDetail,
    { ...withSession, schema: { querystring: lotteryOrderDetailQuerySchema, response: detail } },
    async (request) => {
      return ok(await orders.detail(playerOf(request), BigInt(request.query.orderId)));
    },
  );
  app.get(
    API.lotteryBalance,
    { ...withSession, schema: { response: { 200: successSchema(lotteryBalanceSchema) } } },
    async (request) => ok(await sessions.balance(playerOf(request))),
  );
  app.post(
    API.lotteryCancelSuborder,
    { ...withSession, schema: { body: lotteryCancelSuborderSchema, response: detail } },
    async (request) => {
      return ok(await orders.cancel(playerOf(request), BigInt(request.body.suborderId)));
    },
  );
};
