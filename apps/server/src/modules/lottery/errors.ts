import {
  LOTTERY_DRAW_ERRORS,
  LOTTERY_ORDER_ERRORS,
  type LotteryDrawErrorName,
  type LotteryOrderErrorName,
} from '@palaro/contract';
import { ApiError } from '../../http/api-error';
import type { LotteryError } from './engine';

/** One of the lottery draw failures of the contract, with optional field details. */
export function drawError(name: LotteryDrawErrorName, fields?: Record<string, string>): ApiError {
  const { status, errorCode, message } = LOTTERY_DRAW_ERRORS[name];
  return new ApiError(status, errorCode, message, fields);
}

/** One of the order calls' refusals of the contract. */
export function orderError(name: LotteryOrderErrorName, fields?: Record<string, string>): ApiError {
  const { status, errorCode, message } = LOTTERY_ORDER_ERRORS[name];
  return new ApiError(status, errorCode, message, fields);
}

/** The engine's refusal of a bet (unknown bet type, wrong count, duplicates, stake limits), as bad input. */
export function betError(error: LotteryError, suborder: number): ApiError {
  return new ApiError(400, error.errorCode, error.message, {
    [`suborders.${suborder}.${error.field ?? 'bet'}`]: error.message,
  });
}
