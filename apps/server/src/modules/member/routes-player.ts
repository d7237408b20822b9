import formBody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import {
  API,
  emailUpdateSchema,
  ICON_LIMITS,
  iconUploadSchema,
  memberIconSchema,
  memberInfoSchema,
  nicknameUpdateSchema,
  payeeNameUpdateSchema,
  successSchema,
} from '@palaro/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountError } from '../../http/api-error';
import { discardRest, readCapped } from '../../http/capped-read';
import { ok } from '../../http/envelope';
import { oversizedBodyAs } from '../../http/oversized-body';
import { authenticated, authOf } from '../sessions';
import type { MemberService } from './service';
import { iconFromBase64, iconFromBytes, type IconImage } from './icon-image';

// base64 grows the 5 MB limit by a third, plus the data-URL prefix and JSON around it
const JSON_ICON_BODY_LIMIT = Math.ceil((ICON_LIMITS.maxBytes * 4) / 3) + 4096;
// the file, its part headers and boundaries, and the few short fields a form may add
const MULTIPART_ICON_BODY_LIMIT = ICON_LIMITS.maxBytes + 16_384;
const iconInvalid = () => accountError('iconInvalid');

async function uploadedIcon(request: FastifyRequest): Promise<IconImage> {
  if (request.isMultipart()) {
    // a body that declares more than the cap is refused before any of it is read
    if (Number(request.headers['content-length']) > MULTIPART_ICON_BODY_LIMIT) throw iconInvalid();
    const file = await request.file();
    if (!file) throw iconInvalid();
    const data = await readCapped(file.file, ICON_LIMITS.maxBytes, iconInvalid).catch((error: unknown) => {
      discardRest(request.raw);
      throw error;
    });
    return iconFromBytes(data);
  }
  const parsed = iconUploadSchema.safeParse(request.body);
  if (!parsed.success) throw accountError('iconInvalid');
  return iconFromBase64(parsed.data.image);
}

/** The member centre: info, head icon and profile fields (JSON or form-encoded bodies). */
export const memberRoutes: FastifyPluginAsyncZod<{ services: { member: MemberService } }> = async (
  app,
  { services },
) => {
  await app.register(formBody);
  // one byte over the cap reaches readCapped, which refuses at once (busboy would cut the file and read on to the end)
  await app.register(multipart, {
    limits: { fileSize: ICON_LIMITS.maxBytes + 1, files: 1, fields: 4, fieldSize: 1024 },
  });
  const info = { response: { 200: successSchema(memberInfoSchema) } };
  const { member } = services;

  // trial accounts may read their info (the web app shows its free_reject prompt from the type)
  app.get(API.memberInfo, { ...authenticated('session'), schema: info }, async (request) =>
    ok(await member.info(authOf(request).accountId)),
  );

  app.get(
    API.memberIcon,
    { ...authenticated('member'), schema: { response: { 200: successSchema(memberIconSchema) } } },
    async (request) => ok(await member.icon(authOf(request).accountId)),
  );

  app.post(
    API.memberIconUpload,
    { ...authenticated('member'), bodyLimit: JSON_ICON_BODY_LIMIT, ...oversizedBodyAs(iconInvalid), schema: info },
    async (request) => ok(await member.saveIcon(authOf(request).accountId, await uploadedIcon(request))),
  );

  app.post(
    API.memberNickname,
    { ...authenticated('member'), schema: { body: nicknameUpdateSchema, ...info } },
    async (request) => ok(await member.updateProfile(authOf(request).accountId, 'nickname', request.body.nickname)),
  );

  app.post(
    API.memberEmail,
    { ...authenticated('member'), schema: { body: emailUpdateSchema, ...info } },
    async (request) => ok(await member.updateProfile(authOf(request).accountId, 'email', request.body.email)),
  );

  app.post(
    API.memberPayeeName,
    { ...authenticated('member'), schema: { body: payeeNameUpdateSchema, ...info } },
    async (request) => ok(await member.updateProfile(authOf(request).accountId, 'payeeName', request.body.payeeName)),
  );
};
