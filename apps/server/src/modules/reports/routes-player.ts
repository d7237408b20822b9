import {
  API,
  gameRecordPageSchema,
  gameRecordQuerySchema,
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
import type { GameRecordService } from './service-game-records';
import type { RoundDetailService } from './service-round';

type Services = { reports: ReportService; roundDetail: RoundDetailService; gameRecords: GameRecordService };

/** The member's transaction report and game record (trial sessions see their play money and rounds too). */
export const reportRoutes: FastifyPluginAsyncZod<Services> = async (app, { reports, roundDetail, gameRecords }) => {
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
  app.get(
    API.gameRecords,
    {
      ...session,
      schema: { querystring: gameRecordQuerySchema, response: { 200: successSchema(gameRecordPageSchema) } },
    },
    async (request) => ok(await gameRecords.records(authOf(request).accountId, request.query)),
  );
};
