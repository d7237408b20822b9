import { randomBytes } from 'node:crypto';
import { API } from '@palaro/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { seal, sendSealed } from '../../testing/api-client';
import { makeTempDir, removeTempDirs } from '../../testing/temp-dir';
import { buildTestApp } from '../../testing/test-app';
import { useTestDatabase } from '../../testing/test-database';

const database = useTestDatabase();
afterAll(removeTempDirs);

describe('the replay guard of sealed bodies', () => {
  it('still refuses a captured body after a restart', async () => {
    // the same key file, database (and Redis prefix, when Redis is configured) on both starts, as for one deployment
    const options = {
      ...database.connection(),
      dataDir: makeTempDir('replay'),
      redisPrefix: `palaro-test:${randomBytes(6).toString('hex')}:`,
    };
    const first = await buildTestApp(options);
    const captured = await seal(first, { type: 'username', username: 'demo', password: 'Demo1234' });
    expect((await sendSealed(first, 'POST', API.login, captured, { ip: '10.7.0.1' })).statusCode).toBe(200);
    await first.close();

    const second = await buildTestApp(options);
    try {
      const replay = await sendSealed(second, 'POST', API.login, captured, { ip: '10.7.0.2' });
      expect(replay.statusCode).toBe(400);
      expect(replay.json()).toMatchObject({ errorCode: 'request.replayed' });
    } finally {
      await second.close();
    }
  });
});
