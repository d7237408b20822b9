import { API, freeplayValueSchema, trialUserSchema } from '@palaro/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, sealed, tokenFor, valueOf } from '../../testing/api-client';
import { buildTestApp } from '../../testing/test-app';
import { useTestDatabase } from '../../testing/test-database';
import { TRIALS_PER_IP_PER_HOUR } from './service-trial';

const database = useTestDatabase();
let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp(database.connection());
});
afterAll(() => app.close());

const freeplay = (ip = '10.6.0.1') => call(app, 'POST', API.freeplay, undefined, { ip });
const trialRefusal = {
  success: false,
  errorCode: 'member.trial',
  message: 'Please login an actual account to use this function',
};

describe('free play', () => {
  it('opens a type 4 trial account with play money, logged in', async () => {
    const value = freeplayValueSchema.parse(valueOf(await freeplay()));
    expect(value).toMatchObject({
      type: 4,
      customerType: 4,
      trialBalance: 200_000,
      currency: 'PHP',
      firstTimeLogin: false,
    });
    expect(value.userName).toMatch(/^trial[0-9a-f]{8}$/);
    const user = trialUserSchema.parse(
      valueOf(await call(app, 'GET', API.trialUser, undefined, { token: value.token })),
    );
    expect(user).toEqual({ userName: value.userName, customerType: 4, trialBalance: 200_000, currency: 'PHP' });
    const { rows } = await app.db.query<{ kind: string }>(
      'SELECT kind FROM sessions s JOIN accounts a ON a.id = s.account_id WHERE a.username = $1',
      [value.userName],
    );
    expect(rows).toEqual([{ kind: 'trial' }]);
  });

  it('is refused member-only functions with 403', async () => {
    const { token } = freeplayValueSchema.parse(valueOf(await freeplay()));
    const refused = [
      await call(app, 'POST', API.memberNickname, { nickname: 'Trial' }, { token }),
      await call(app, 'GET', API.memberIcon, undefined, { token }),
      await sealed(
        app,
        'POST',
        API.passwordChange,
        { newPassword: 'Sunny2468', confirmNewPassword: 'Sunny2468' },
        { token },
      ),
    ];
    for (const response of refused) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual(trialRefusal);
    }
    // its own info (type 4) and session calls still answer
    expect(valueOf<{ type: number }>(await call(app, 'GET', API.memberInfo, undefined, { token })).type).toBe(4);
    expect((await call(app, 'POST', API.renew, undefined, { token })).statusCode).toBe(200);
  });

  it('cannot log in with a password: a trial account has none', async () => {
    const { userName } = freeplayValueSchema.parse(valueOf(await freeplay()));
    const response = await sealed(
      app,
      'POST',
      API.login,
      { type: 'username', username: userName, password: 'anything1' },
      { ip: '10.6.1.1' },
    );
    expect(response.json()).toMatchObject({ errorCode: 'login.failed' });
  });

  it('GET /wps/member/trialuser is for trial sessions only', async () => {
    const token = await tokenFor(app, 'demo', 'Demo1234');
    expect((await call(app, 'GET', API.trialUser, undefined, { token })).statusCode).toBe(403);
    expect((await call(app, 'GET', API.trialUser)).statusCode).toBe(401);
  });

  it(`opens at most ${TRIALS_PER_IP_PER_HOUR} accounts an hour per IP`, async () => {
    for (let n = 0; n < TRIALS_PER_IP_PER_HOUR; n += 1) expect((await freeplay('10.6.2.1')).statusCode).toBe(200);
    const limited = await freeplay('10.6.2.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ errorCode: 'rate.limited' });
  });
});
