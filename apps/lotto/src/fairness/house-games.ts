/**
 * The shapes of the house games' results (docs/server/lottery-fairness.md, "From the stream to a result"). The
 * official games take the published result and have nothing to recompute, so they are not here.
 */
export type DerivedShape =
  | { readonly kind: 'sequence'; readonly count: number; readonly min: number; readonly max: number }
  | { readonly kind: 'distinct'; readonly count: number; readonly min: number; readonly max: number }
  | { readonly kind: 'permutation'; readonly size: number };

export const HOUSE_GAMES = {
  colour: { kind: 'sequence', count: 1, min: 0, max: 9 },
  dice: { kind: 'sequence', count: 3, min: 1, max: 6 },
  digits5: { kind: 'sequence', count: 5, min: 0, max: 9 },
  race10: { kind: 'permutation', size: 10 },
} as const satisfies Record<string, DerivedShape>;

export type HouseGame = keyof typeof HOUSE_GAMES;
export const HOUSE_GAME_NAMES = Object.keys(HOUSE_GAMES) as HouseGame[];

/**
 * The house game a family name, a game id (`dice-3m`) or a draw id (`dice-3m-20250101-0042`) belongs to: game ids
 * and draw ids start with the family and a dash. Null when none matches.
 */
export function houseGameOf(value: string | null | undefined): HouseGame | null {
  const text = value?.trim() ?? '';
  return HOUSE_GAME_NAMES.find((game) => text === game || text.startsWith(`${game}-`)) ?? null;
}
