import type { CustomerService } from '@palaro/contract/system';

// The merchant's customer-service entries (SPEC 3 "Customer service entry"): a messaging app, the affiliate service,
// and LIVECHAT. The live chat itself is served in house (CBS3); these are the outside channels.

export const LIVE_CHAT_TYPE = 'LIVECHAT';
/** The affiliates' own contact (the message centre's "affiliate service" link, SPEC 2.3). */
export const AFFILIATE_SERVICE_TYPE = 'AFFILIATE';

const MESSAGING_APP_NAMES: Record<string, string> = {
  TELEGRAM: 'Telegram',
  WHATSAPP: 'WhatsApp',
  LINE: 'LINE',
  VIBER: 'Viber',
  MESSENGER: 'Messenger',
  ZALO: 'Zalo',
  WECHAT: 'WeChat',
};

/** The messaging-app entry ("social chat"): the first channel that is neither the live chat nor the affiliate service. */
export function messagingAppService(
  services: readonly CustomerService[],
): (CustomerService & { name: string }) | undefined {
  const service = services.find(
    (entry) => entry.csType !== LIVE_CHAT_TYPE && entry.csType !== AFFILIATE_SERVICE_TYPE && entry.path,
  );
  if (!service) return undefined;
  const type = service.csType.toUpperCase();
  return { ...service, name: MESSAGING_APP_NAMES[type] ?? type.charAt(0) + type.slice(1).toLowerCase() };
}

export function affiliateService(services: readonly CustomerService[]): CustomerService | undefined {
  return services.find((entry) => entry.csType === AFFILIATE_SERVICE_TYPE && entry.path);
}
