// The page's players-online figures follow from one seed, so a view the server drew shows the same figures once the
// app takes it over: the server draws with a seed of its own per page and hands it over with the page. Kept apart from
// the figures themselves (tile-look.ts), which only the game screens need, because boot adopts the seed.
let pageSeed = Math.floor(Math.random() * 0x7fffffff);
let generation = 0;

/** The browser takes over the seed a server-drawn view was drawn with (app/first-view/drawn-first-view.ts). */
export function adoptOnlineSeed(seed: number): void {
  pageSeed = seed;
  generation += 1;
}

export function onlineSeed(): number {
  return pageSeed;
}

/** Changes with every adopted seed, so figures kept under the last one are dropped. */
export function onlineSeedGeneration(): number {
  return generation;
}
