/** SPEC 4 "Game launch": trad for the official draws, ent for the house (entertainment) games. */
export const PLAY_TYPES = ['trad', 'ent'] as const;
export type PlayType = (typeof PLAY_TYPES)[number];

export const isPlayType = (value: string): value is PlayType => (PLAY_TYPES as readonly string[]).includes(value);
