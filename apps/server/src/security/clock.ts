/** Current time in epoch ms; tests pass their own to move time forward. */
export type Clock = () => number;

export const systemClock: Clock = () => Date.now();
