import { API, type LotteryProof, type LotteryResults } from '@palaro/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { call, valueOf } from '../../testing/api-client';
import { buildTestApp } from '../../testing/test-app';
import { useTestDatabase } from '../../testing/test-database';
import { deriveResult, findGame, matchesCommitment } from './engine';

const database = useTestDatabase();
let app: FastifyInstance;

beforeAll(async () => {
  // a test server as end-to-end runs use it: the job queue on, every interval game drawing every 5 s
  app = await buildTestApp({ ...database.connection(), lotteryFastDrawSeconds: 5, jobs: { run: true, tickMs: 250 } });
  await app.ready();
});
afterAll(() => app.close());

it('draws and settles an interval game every few seconds on the job queue alone', { timeout: 60_000 }, async () => {
  let settled: LotteryResults['draws'][number] | undefined;
  for (const until = Date.now() + 30_000; !settled && Date.now() < until;) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    const results = valueOf<LotteryResults>(await call(app, 'GET', `${API.lotteryResults}?gameId=race10-1m&limit=3`));
    settled = results.draws.find((draw) => draw.status === 'settled');
  }
  expect(settled).toBeDefined();
  const proof = valueOf<LotteryProof>(
    await call(app, 'GET', `${API.lotteryProof}?gameId=race10-1m&drawNumber=${settled!.drawNumber}`),
  );
  expect(proof.drawAt - proof.closesAt).toBe(1000);
  expect(matchesCommitment(proof.secret!, proof.commitment!)).toBe(true);
  expect(proof.result).toEqual(deriveResult(findGame('race10-1m')!, proof.secret!, proof.derivation!.drawId));
});
