/** Why an Originals round was refused; the game server answers these as bad input (400). */
export type OriginalsErrorCode =
  'fairness.invalid' | 'bet.invalid' | 'bet.limits' | 'bet.unknown.option' | 'config.invalid';

/** Bad input to an engine: nothing was played and nothing should be charged. */
export class OriginalsInputError extends Error {
  override name = 'OriginalsInputError';
  constructor(
    readonly code: OriginalsErrorCode,
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }
}

export function invalid(code: OriginalsErrorCode, message: string, field?: string): never {
  throw new OriginalsInputError(code, message, field);
}
