import {
  API,
  gameRoundQuerySchema,
  gameRoundSchema,
  memberTransactionPageSchema,
  memberTransactionQuerySchema,
  successSchema,
  txCodeListSchema,
} from '@palaro/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope';
import { authenticated, authOf } from '../sessions';
import type { ReportService } from './service';
import type { RoundDetailService } from './service-round';

/** The member's transaction report (trial sessions see their play money too). */
export const reportRoutes: FastifyPluginAsyncZod<{ reports: ReportService; roundDetail: RoundDetailService }> = async (
  app,
  { reports, roundDetail },
) => {
  const session = authenticated('session');
  app.get(API.txCodeList, { ...session, schema: { response: { 200: successSchema(txCodeListSchema) } } }, async () =>
    ok(reports.txCodes()),
  );
  app.get(
    API.memberTransaction,
    {
      ...session,
      schema: {
        querystring: memberTransactionQuerySchema,
        response: { 200: successSchema(memberTransactionPageSchema) },
      },
    },
    async (request) => ok(await reports.memberTransactions(authOf(request).accountId, request.query)),
  );
  app.get(
    API.gameRound,
    { ...session, schema: { querystring: gameRoundQuerySchema, response: { 200: successSchema(gameRoundSchema) } } },
    async (request) => ok(await roundDetail.detail(authOf(request).accountId, request.query)),
  );
};
