import { createContext, useContext } from 'react';
import type { RouteMeta } from '../config/route-meta';

export const RouteMetaContext = createContext<RouteMeta | null>(null);

/** The current route's title, layout flags and back target, as the route table defines them. */
export function useRouteMeta(): RouteMeta {
  const meta = useContext(RouteMetaContext);
  if (!meta) throw new Error('useRouteMeta needs the app layout around it');
  return meta;
}
