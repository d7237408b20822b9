import { OPS_API, opsSiteLinksInputSchema, opsSiteLinksSchema, successSchema } from '@palaro/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope';
import { forOperators, operatorOf } from '../operators';
import type { SiteLinksService } from './service-site-links';

const answer = { 200: successSchema(opsSiteLinksSchema) };

/** The site's outside links on the operator API: any operator may read them; only admin replaces them. */
export const siteLinksOpsRoutes: FastifyPluginAsyncZod<{ siteLinks: SiteLinksService }> = async (
  app,
  { siteLinks },
) => {
  app.get(OPS_API.siteLinks, { ...forOperators('support'), schema: { response: answer } }, async () =>
    ok(await siteLinks.get()),
  );
  app.put(
    OPS_API.siteLinks,
    { ...forOperators('admin'), schema: { body: opsSiteLinksInputSchema, response: answer } },
    async (request) => ok(await siteLinks.replace(operatorOf(request), request.body)),
  );
};
