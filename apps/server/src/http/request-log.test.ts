import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captureLogs } from '../testing/log-capture';
import { buildTestApp } from '../testing/test-app';
import { useTestDatabase } from '../testing/test-database';
import { ApiError } from './api-error';
import { ok } from './envelope';
import { SLOW_ANSWER_MS } from './request-log';

const database = useTestDatabase();
const logs = captureLogs();
let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp({ ...database.connection(), logLevel: 'info', logStream: logs.stream });
  const quiet = { config: { quietWhenFast: true } };
  app.get('/wps/test/loud', async () => ok(1));
  app.get('/wps/test/quiet', quiet, async () => ok(1));
  app.get('/wps/test/quiet-slow', quiet, async () => {
    await new Promise((resolve) => setTimeout(resolve, SLOW_ANSWER_MS + 20));
    return ok(1);
  });
  app.get('/wps/test/quiet-refused', quiet, async () => {
    throw new ApiError(400, 'request.invalid', 'Invalid request');
  });
});
afterAll(() => app.close());

/** The request log lines (incoming and completed) of one call, found by its request id. */
async function requestLines(url: string) {
  const response = await app.inject({ url });
  const id = response.headers['x-request-id'];
  const lines = logs
    .lines()
    .filter(
      (line) => line.reqId === id && /^(incoming request|request completed|request errored)$/.test(String(line.msg)),
    );
  return { response, lines };
}

describe('request log', () => {
  it('logs every call coming in and completing, each line with its request id', async () => {
    const { lines } = await requestLines('/wps/test/loud');
    expect(lines.map((line) => line.msg)).toEqual(['incoming request', 'request completed']);
  });

  it('leaves out routine successes of a quiet route', async () => {
    const list = '/wps/game/list?gameType=RNG&pageNo=1&pageSize=9';
    for (const url of ['/wps/test/quiet', list, list]) {
      const { response, lines } = await requestLines(url);
      expect(response.statusCode).toBe(200);
      // nothing on the way in; on a busy machine an answer may turn slow, and a slow answer is logged
      expect(
        lines.filter((line) => line.msg !== 'request completed' || Number(line.responseTime) < SLOW_ANSWER_MS),
      ).toEqual([]);
    }
  });

  it('logs one full line for a slow answer or a refusal on a quiet route', async () => {
    for (const [url, status] of [
      ['/wps/test/quiet-slow', 200],
      ['/wps/test/quiet-refused', 400],
      ['/wps/game/list?pageNo=0', 400],
    ] as const) {
      const { lines } = await requestLines(url);
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatchObject({
        msg: 'request completed',
        req: { method: 'GET', url },
        res: { statusCode: status },
      });
      expect(lines[0]?.responseTime).toEqual(expect.any(Number));
    }
  });
});
