import type { MerchantConfig } from '../../config/merchant-schema';

/**
 * Vendor codes (vassalage) of the merchant's transfer-mode game vendors: each has a sub-wallet per player that
 * money is moved into before play (walletTransfer) and recovered from after. Games of these vendors debit and
 * credit the player's vendor sub-wallet (ledger.walletAccountId(merchant, player, currency, vendor)), never main.
 * MERCHANT_CONFIG `transferVendors` sets the list.
 */
export function transferModeVendors(merchant: Pick<MerchantConfig, 'transferVendors'>): readonly string[] {
  return merchant.transferVendors;
}

export function isTransferModeVendor(merchant: Pick<MerchantConfig, 'transferVendors'>, vendor: string): boolean {
  return merchant.transferVendors.includes(vendor);
}
