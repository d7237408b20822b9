import type { FastifyRequest, RouteOptions } from 'fastify';

/** A check of the caller (session, operator role) that refuses by throwing. */
export type CallerCheck = (request: FastifyRequest) => Promise<void>;

// these run once the body is in hand (or about to be read): a check of the caller there comes too late
const BODY_STAGE_HOOKS = ['preParsing', 'preValidation', 'preHandler'] as const;

export const asList = <T>(hooks: T | T[] | undefined): T[] =>
  hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks];

/**
 * Runs `check` in onRequest, after the route's own onRequest hooks (per-IP call limits stay first, so refused calls
 * stay cheap) and before the body is read: a caller without the right session never costs a body read or a parse.
 */
export function checkCallerFirst(route: RouteOptions, check: CallerCheck): void {
  // a new list: Fastify copies the options of a GET for its HEAD route, which must not get the check twice
  route.onRequest = [...asList(route.onRequest), check];
}

/** Fails at start-up when a route runs one of `checks` in a hook that comes after the body was read. */
export function refuseLateChecks(route: RouteOptions, checks: readonly CallerCheck[]): void {
  for (const stage of BODY_STAGE_HOOKS) {
    if (asList<unknown>(route[stage]).some((hook) => checks.includes(hook as CallerCheck))) {
      throw new Error(
        `${String(route.method)} ${route.url}: check the caller with the route's config (onRequest), not in ${stage}`,
      );
    }
  }
}
