import { API } from '@palaro/contract/api-paths';
import {
  gatewayDepositValueSchema,
  type GatewayDepositRequest,
  type GatewayDepositValue,
} from '@palaro/contract/payments';
import { apiPost } from '../../../shared/lib/api-client';

/** POST /wps/deposit/gateway: opens a payment with a gateway or e-wallet; the player pays on its hosted page (payUrl). */
export function createGatewayDeposit(body: GatewayDepositRequest): Promise<GatewayDepositValue> {
  return apiPost(API.depositGateway, gatewayDepositValueSchema, body);
}
