import { LOTTERY_DRAW_ERRORS, type LotteryDrawErrorName } from '@palaro/contract';
import { ApiError } from '../../http/api-error';

/** One of the lottery draw failures of the contract, with optional field details. */
export function drawError(name: LotteryDrawErrorName, fields?: Record<string, string>): ApiError {
  const { status, errorCode, message } = LOTTERY_DRAW_ERRORS[name];
  return new ApiError(status, errorCode, message, fields);
}
