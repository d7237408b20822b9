import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export type LazyScreen = LazyExoticComponent<ComponentType> & { preload: () => Promise<unknown> };

/** A screen in its own chunk; preload() lets the entry fetch it alongside the texts before the first render. */
export function lazyScreen(load: () => Promise<{ default: ComponentType }>): LazyScreen {
  let pending: Promise<{ default: ComponentType }> | undefined;
  const loadOnce = () => {
    pending ??= load();
    return pending;
  };
  return Object.assign(lazy(loadOnce), { preload: loadOnce });
}
