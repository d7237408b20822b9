import type { Plugin } from 'vite';

type Chunk = { type: 'chunk'; fileName: string; imports: string[] };
type Bundle = Record<string, Chunk | { type: 'asset' }>;

/** `fileName` and every chunk it imports statically, however deep. */
function staticClosure(bundle: Bundle, fileName: string, seen = new Set<string>()): Set<string> {
  const chunk = bundle[fileName];
  if (!chunk || chunk.type !== 'chunk' || seen.has(fileName)) return seen;
  seen.add(fileName);
  for (const imported of chunk.imports) staticClosure(bundle, imported, seen);
  return seen;
}

/**
 * A lazy import preloads only the chunks its importer has not already loaded. Vite lists every chunk a lazily loaded
 * screen needs beside its import, including the ones the importing chunk itself imports statically (React, the API
 * client, the router...), which are in memory by the time that code can run. Those entries change nothing at run time,
 * yet every screen in the route table (boot, part of home's critical JavaScript) carried them: dropping them keeps each
 * new screen's cost to its own chunks. CSS is never dropped (Vite adds it after this filter).
 */
export function preloadMissingOnly(): {
  plugin: Plugin;
  resolveDependencies: (file: string, deps: string[], context: { hostId: string; hostType: 'html' | 'js' }) => string[];
} {
  let bundle: Bundle = {};
  const loadedWith = new Map<string, Set<string>>();
  return {
    plugin: {
      name: 'palaro-preload-missing-only',
      apply: 'build',
      // before Vite writes the preload lists (its import analysis, also in generateBundle)
      generateBundle: {
        order: 'pre',
        handler(_options, output) {
          bundle = output as unknown as Bundle;
          loadedWith.clear();
        },
      },
    },
    resolveDependencies(_file, deps, { hostId, hostType }) {
      // the page's own preload tags (index.html) stay as Vite makes them
      if (hostType !== 'js') return deps;
      let loaded = loadedWith.get(hostId);
      if (!loaded) {
        loaded = staticClosure(bundle, hostId);
        loadedWith.set(hostId, loaded);
      }
      return deps.filter((dep) => !loaded.has(dep));
    },
  };
}
