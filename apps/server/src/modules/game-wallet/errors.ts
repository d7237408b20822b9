import { LOTTERY_LAUNCH_ERRORS, PROVIDER_WALLET_ERRORS, type ProviderWalletErrorName } from '@palaro/contract';
import { ApiError } from '../../http/api-error';

/** A refusal of the seamless wallet API, as the contract names it. */
export function walletApiError(name: ProviderWalletErrorName): ApiError {
  const { status, errorCode, message } = PROVIDER_WALLET_ERRORS[name];
  return new ApiError(status, errorCode, message);
}

/** A refusal of GET /lgw/games/launch, as the contract names it. */
export function lotteryLaunchError(name: keyof typeof LOTTERY_LAUNCH_ERRORS): ApiError {
  const { status, errorCode, message } = LOTTERY_LAUNCH_ERRORS[name];
  return new ApiError(status, errorCode, message);
}
