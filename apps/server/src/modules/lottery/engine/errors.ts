/** Why a lottery input was refused; a route answers these as bad input (400) and nothing is charged or changed. */
export type LotteryErrorCode =
  | 'lottery.bet.type.unknown'
  | 'lottery.selection.invalid'
  | 'lottery.numbers.count'
  | 'lottery.numbers.duplicate'
  | 'lottery.numbers.range'
  | 'lottery.numbers.rambled'
  | 'lottery.positions.count'
  | 'lottery.positions.duplicate'
  | 'lottery.positions.range'
  | 'lottery.option.unknown'
  | 'lottery.amount.invalid'
  | 'lottery.amount.min'
  | 'lottery.amount.max'
  | 'lottery.prizeMode.unknown'
  | 'lottery.draw.secret'
  | 'lottery.draw.id'
  | 'lottery.game.official'
  | 'lottery.game.house'
  | 'lottery.result.shape';

export type LotteryError = { readonly errorCode: LotteryErrorCode; readonly message: string; readonly field?: string };

/** What the checks of outside input answer: the checked value, or why it was refused. */
export type Checked<T> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: LotteryError };

/**
 * Thrown where input should already have been checked (settling a stored bet, deriving with a stored secret):
 * reaching it means a caller skipped a check, so it is an error rather than an answer.
 */
export class LotteryInputError extends Error {
  override name = 'LotteryInputError';
  constructor(
    readonly errorCode: LotteryErrorCode,
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }
}

export function refusal(
  errorCode: LotteryErrorCode,
  message: string,
  field?: string,
): { ok: false; error: LotteryError } {
  return { ok: false, error: field === undefined ? { errorCode, message } : { errorCode, message, field } };
}

export function accepted<T>(value: T): { ok: true; value: T } {
  return { ok: true, value };
}

/** The value of a check, or the refusal thrown as a LotteryInputError. */
export function orThrow<T>(checked: Checked<T>): T {
  if (checked.ok) return checked.value;
  throw new LotteryInputError(checked.error.errorCode, checked.error.message, checked.error.field);
}
