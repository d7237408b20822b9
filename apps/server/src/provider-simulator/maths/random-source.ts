import { randomInt } from 'node:crypto';

/** Draws an integer uniformly from [0, max). */
export type RandomInt = (max: number) => number;

/** The source rounds are played with: the operating system's cryptographic generator. */
export const secureRandomInt: RandomInt = (max) => randomInt(max);
