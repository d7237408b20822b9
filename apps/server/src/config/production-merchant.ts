import type { MerchantConfig } from './merchant-schema';

/**
 * What a production MERCHANT_CONFIG merges over: the demo merchant without the sandbox gateway and the methods it
 * serves, so a player can never "pay" on the sandbox page unless the merchant's own file turns it on.
 */
export function productionBase(demo: MerchantConfig): MerchantConfig {
  const { payments } = demo;
  return {
    ...demo,
    payments: {
      ...payments,
      methods: payments.methods.filter((method) => method.gateway !== 'sandbox'),
      gateways: { ...payments.gateways, sandbox: { ...payments.gateways.sandbox, enabled: false } },
    },
  };
}
