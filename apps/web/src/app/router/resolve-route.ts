import { homeRoute, routes, type RouteDefinition } from '../routes';

const byPath = new Map<string, RouteDefinition>(
  routes.flatMap((route) => route.paths.map((path) => [path, route] as const)),
);

/** The route for a pathname; a trailing slash is ignored and anything unknown shows home (SPEC 2.1). */
export function resolveRoute(pathname: string): RouteDefinition {
  const exact = byPath.get(pathname);
  if (exact) return exact;
  return byPath.get(pathname.replace(/\/+$/, '')) ?? homeRoute;
}
