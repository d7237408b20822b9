import { WALLET_ERRORS, type WalletErrorName } from '@palaro/contract';
import { ApiError } from '../../http/api-error';

/** A money failure the client may see as it is. */
export function walletError(name: WalletErrorName, value?: Record<string, unknown>): ApiError {
  const { status, errorCode, message } = WALLET_ERRORS[name];
  return new ApiError(status, errorCode, message, undefined, value);
}

/** A post the ledger refuses because the calling code is wrong (unbalanced, unknown account, ...); never retried. */
export class LedgerRequestError extends Error {
  override name = 'LedgerRequestError';
  constructor(
    readonly code: 'ledger.unbalanced' | 'ledger.entries.invalid' | 'ledger.account.unknown' | 'ledger.currency.mixed',
    message: string,
  ) {
    super(`${code}: ${message}`);
  }
}
