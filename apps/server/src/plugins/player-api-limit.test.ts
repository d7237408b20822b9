import { OPS_API, PROVIDER_WALLET_PATHS, SANDBOX_PAY_PATH } from '@palaro/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../testing/test-app';
import { useTestDatabase } from '../testing/test-database';
import { countedByApiLimit } from './player-api-limit';

const database = useTestDatabase();
let app: FastifyInstance;
const MAX = 2;

beforeAll(async () => {
  app = await buildTestApp({ ...database.connection(), limits: { apiMax: MAX, notFoundMax: 1000, windowMs: 60_000 } });
});
afterAll(() => app.close());

/** The status codes of MAX + 1 calls from one address. */
async function statusesOf(method: 'GET' | 'POST', url: string, remoteAddress: string): Promise<number[]> {
  const codes: number[] = [];
  for (let n = 0; n <= MAX; n += 1)
    codes.push(
      (await app.inject({ method, url, remoteAddress, payload: method === 'POST' ? {} : undefined })).statusCode,
    );
  return codes;
}

describe('which routes the per-IP API limit counts', () => {
  it('counts every API path and the routes that ask for it, nothing else', () => {
    expect(countedByApiLimit({ url: '/wps/system/status' })).toBe(true);
    expect(countedByApiLimit({ url: '/lgw/anything' })).toBe(true);
    expect(countedByApiLimit({ url: OPS_API.me })).toBe(true);
    expect(countedByApiLimit({ url: '/m/member-icons/:file', config: { playerApiLimit: true } })).toBe(true);
    expect(countedByApiLimit({ url: PROVIDER_WALLET_PATHS.bet })).toBe(false);
    expect(countedByApiLimit({ url: '/originals/api/state' })).toBe(false);
    expect(countedByApiLimit({ url: '/m/*' })).toBe(false);
  });

  it('limits the operator API, the head-icon files and the sandbox gateway page like the player calls', async () => {
    expect((await statusesOf('GET', OPS_API.me, '10.3.0.1')).at(-1)).toBe(429);
    expect((await statusesOf('GET', '/m/member-icons/none.png', '10.3.0.2')).at(-1)).toBe(429);
    expect((await statusesOf('GET', `${SANDBOX_PAY_PATH}/${'a'.repeat(20)}`, '10.3.0.3')).at(-1)).toBe(429);
  });

  it('leaves the game servers, the game pages and the web app alone', async () => {
    expect(await statusesOf('POST', PROVIDER_WALLET_PATHS.balance, '10.3.0.4')).not.toContain(429);
    expect(await statusesOf('GET', '/originals/verify', '10.3.0.5')).not.toContain(429);
    expect(await statusesOf('GET', '/m/home', '10.3.0.6')).not.toContain(429);
  });
});
