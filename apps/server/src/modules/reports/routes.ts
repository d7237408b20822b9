import { API, memberTransactionPageSchema, memberTransactionQuerySchema, successSchema, txCodeListSchema } from '@palaro/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope';
import { authenticated, authOf } from '../../plugins/session-auth';
import type { ReportService } from './service';

/** The member's transaction report (trial sessions see their play money too). */
export const reportRoutes: FastifyPluginAsyncZod<{ reports: ReportService }> = async (app, { reports }) => {
  const session = authenticated('session');
  app.get(API.txCodeList, { ...session, schema: { response: { 200: successSchema(txCodeListSchema) } } }, async () => ok(reports.txCodes()));
  app.get(
    API.memberTransaction,
    { ...session, schema: { querystring: memberTransactionQuerySchema, response: { 200: successSchema(memberTransactionPageSchema) } } },
    async (request) => ok(await reports.memberTransactions(authOf(request).accountId, request.query)),
  );
};
