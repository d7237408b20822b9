import {
  HEADER,
  openSessionRequestSchema,
  openSessionSchema,
  ORIGINALS_PATHS,
  originalsStateSchema,
  playRoundRequestSchema,
  playRoundSchema,
  recomputationSchema,
  recomputeRequestSchema,
  rotateSeedsRequestSchema,
  rotateSeedsSchema,
  roundHistoryQuerySchema,
  roundHistorySchema,
  seedHistorySchema,
  successSchema,
  verifyRoundSchema,
} from '@palaro/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope';
import { callLimit } from '../../plugins/rate-limits';
import type { SessionRow } from './repository-sessions';
import type { RoundService } from './service-rounds';
import type { SeedService } from './service-seeds';
import type { SessionService } from './service-sessions';
import type { VerifyService } from './service-verify';

type Options = {
  sessions: SessionService;
  rounds: RoundService;
  seeds: SeedService;
  verify: VerifyService;
  callsPerMinute: number;
};

/** The game pages' API under /originals/api; every call but the session exchange and the recomputation needs the game session. */
export const originalsApiRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { sessions, rounds, seeds, verify, callsPerMinute },
) => {
  app.addHook('onRequest', callLimit(app, 'originals', callsPerMinute));
  app.addHook('onRequest', async (_request, reply) => {
    // answers are personal and a round must never come from a cache
    void reply.header('cache-control', 'no-store');
  });

  const current = new WeakMap<FastifyRequest, SessionRow>();
  // checked before the body is read: a caller without a live game session never gets its body parsed
  const session = {
    onRequest: async (request: FastifyRequest) => {
      const header = request.headers[HEADER.authorization];
      current.set(request, await sessions.authenticate(Array.isArray(header) ? header[0] : header));
    },
  };
  const sessionOf = (request: FastifyRequest): SessionRow => {
    const found = current.get(request);
    if (!found) throw new Error('game session not checked');
    return found;
  };

  app.post(
    ORIGINALS_PATHS.session,
    { schema: { body: openSessionRequestSchema, response: { 200: successSchema(openSessionSchema) } } },
    async (request) => ok(await sessions.open(request.body.launchToken)),
  );

  app.get(
    ORIGINALS_PATHS.state,
    { ...session, schema: { response: { 200: successSchema(originalsStateSchema) } } },
    async (request) => ok(await sessions.state(sessionOf(request))),
  );

  app.post(
    ORIGINALS_PATHS.rounds,
    { ...session, schema: { body: playRoundRequestSchema, response: { 200: successSchema(playRoundSchema) } } },
    async (request) => ok(await rounds.play(sessionOf(request), request.body)),
  );

  app.get(
    ORIGINALS_PATHS.rounds,
    {
      ...session,
      schema: { querystring: roundHistoryQuerySchema, response: { 200: successSchema(roundHistorySchema) } },
    },
    async (request) => ok(await rounds.history(sessionOf(request), request.query)),
  );

  app.get(
    `${ORIGINALS_PATHS.roundsPrefix}:roundId/verify`,
    {
      ...session,
      schema: {
        params: z.object({ roundId: z.string().max(64) }),
        response: { 200: successSchema(verifyRoundSchema) },
      },
    },
    async (request) => ok(await verify.verifyRound(sessionOf(request), request.params.roundId)),
  );

  app.get(
    ORIGINALS_PATHS.seeds,
    { ...session, schema: { response: { 200: successSchema(seedHistorySchema) } } },
    async (request) => ok({ list: await seeds.revealedList(sessions.ownerOf(sessionOf(request))) }),
  );

  app.post(
    ORIGINALS_PATHS.rotateSeeds,
    { ...session, schema: { body: rotateSeedsRequestSchema, response: { 200: successSchema(rotateSeedsSchema) } } },
    async (request) => ok(await seeds.rotate(sessions.ownerOf(sessionOf(request)), request.body.clientSeed)),
  );

  app.post(
    ORIGINALS_PATHS.recompute,
    { schema: { body: recomputeRequestSchema, response: { 200: successSchema(recomputationSchema) } } },
    async (request) => ok(verify.recompute(request.body)),
  );
};
