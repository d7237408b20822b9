import { API, OPS_API, opsSiteLinksSchema, statusSchema } from '@palaro/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, valueOf } from '../../testing/api-client';
import { operatorToken } from '../../testing/money-fixtures';
import { buildTestApp } from '../../testing/test-app';
import { useTestDatabase } from '../../testing/test-database';

const database = useTestDatabase();
let app: FastifyInstance;
let admin: string;
let support: string;

beforeAll(async () => {
  app = await buildTestApp(database.connection());
  [admin, support] = [await operatorToken(app, 'ops'), await operatorToken(app, 'support')];
});
afterAll(() => app.close());

const links = {
  resources: [
    { resourceType: 'Android', url: 'https://cdn.palaro.example/palaro-2.apk', labelNameEn: 'Android app' },
    { resourceType: 'TELEGRAM', url: 'https://t.me/palaro_news', labelNameEn: 'Telegram' },
  ],
  customerService: [
    { csType: 'WHATSAPP', path: 'https://wa.me/639170000000' },
    { csType: 'AFFILIATE', path: 'https://t.me/palaro_partners' },
  ],
};

const status = async () => statusSchema.parse(valueOf(await call(app, 'GET', API.systemStatus))).info;
const read = async (token: string) =>
  opsSiteLinksSchema.parse(valueOf(await call(app, 'GET', OPS_API.siteLinks, undefined, { token })));
const put = (token: string, body: object) => call(app, 'PUT', OPS_API.siteLinks, body, { token });

describe('the site’s outside links', () => {
  it('are the configuration’s until an admin saves some; then players are shown the saved ones at once, audited', async () => {
    const configured = await read(support);
    expect(configured).toMatchObject({ source: 'config', updatedBy: null });
    expect(configured.customerService.map((entry) => entry.csType)).toEqual(['TELEGRAM', 'LIVECHAT', 'AFFILIATE']);
    expect((await status()).resources).toEqual(configured.resources);

    const saved = opsSiteLinksSchema.parse(valueOf(await put(admin, links)));
    expect(saved).toMatchObject({ ...links, source: 'operator', updatedBy: 'ops' });
    const info = await status();
    expect(info.resources).toEqual(links.resources);
    expect(info.customerService).toEqual(links.customerService);

    const { rows } = await app.db.query<{ action: string; detail: { before: { source?: string } } }>(
      `SELECT action, detail FROM operator_audit WHERE subject = 'site-links:PALARO'`,
    );
    expect(rows).toEqual([
      {
        action: 'siteLinks.replace',
        detail: expect.objectContaining({ before: expect.objectContaining({ source: 'config' }) }),
      },
    ]);
  });

  it('refuses support, a link that is neither http(s) nor a path, and a type listed twice; nothing changes', async () => {
    const before = await read(admin);
    const refused = await put(support, links);
    expect(refused.statusCode).toBe(403);

    const script = await put(admin, {
      ...links,
      resources: [{ resourceType: 'Android', url: 'javascript:alert(1)', labelNameEn: 'x' }],
    });
    expect(script.statusCode).toBe(400);

    const twice = await put(admin, { ...links, customerService: [links.customerService[0], links.customerService[0]] });
    expect(twice.statusCode).toBe(400);
    expect(twice.json()).toMatchObject({
      errorCode: 'siteLinks.invalid',
      fields: { 'customerService.WHATSAPP': 'listed more than once' },
    });

    expect(await read(admin)).toEqual(before);
  });
});
