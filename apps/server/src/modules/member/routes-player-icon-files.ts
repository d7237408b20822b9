import { MEMBER_ICONS_PATH } from '@palaro/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { MemberService } from './service';

const FILE_NAME = /^[A-Za-z0-9_-]{22}\.(png|jpg)$/;
const params = z.object({ file: z.string() });

/** Uploaded head icons; a name is never reused, so browsers may keep them for good. */
export const iconFileRoutes: FastifyPluginAsyncZod<{ services: { member: MemberService } }> = async (
  app,
  { services },
) => {
  app.get(
    `${MEMBER_ICONS_PATH}/:file`,
    { config: { playerApiLimit: true }, schema: { params } },
    async (request, reply) => {
      const { file } = request.params;
      const icon = FILE_NAME.test(file) ? await services.member.iconFile(file) : undefined;
      if (!icon) return reply.callNotFound();
      return reply
        .type(icon.content_type)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('content-security-policy', "default-src 'none'")
        .send(icon.data);
    },
  );
};
