import { API } from '@palaro/contract/api-paths';
import {
  walletTransferValueSchema,
  type WalletTransferRequest,
  type WalletTransferValue,
} from '@palaro/contract/transfers';
import { apiPost } from '../../../shared/lib/api-client';

/** POST /wps/transaction/walletTransfer: main wallet to a game wallet or back. */
export function transfer(body: WalletTransferRequest): Promise<WalletTransferValue> {
  return apiPost(API.walletTransfer, walletTransferValueSchema, body);
}
