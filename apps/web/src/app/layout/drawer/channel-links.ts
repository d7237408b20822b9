import type { CustomerService, DownloadLink } from '@palaro/contract/system';

/** SPEC 2.3 channel popup: two pages of one social network, a short-video network and a messaging app. */
export const CHANNEL_RESOURCE_TYPES = ['FACEBOOK', 'FACEBOOK2', 'TIKTOK', 'TELEGRAM'] as const;

export function channelLinks(resources: readonly DownloadLink[]): DownloadLink[] {
  return CHANNEL_RESOURCE_TYPES.flatMap((type) => resources.filter((link) => link.resourceType === type && link.url));
}

export const LIVE_CHAT_TYPE = 'LIVECHAT';

const MESSAGING_APP_NAMES: Record<string, string> = {
  TELEGRAM: 'Telegram',
  WHATSAPP: 'WhatsApp',
  LINE: 'LINE',
  VIBER: 'Viber',
  MESSENGER: 'Messenger',
  ZALO: 'Zalo',
  WECHAT: 'WeChat',
};

/** The messaging-app entry: the first customer-service channel that is not the live chat. */
export function messagingAppService(
  services: readonly CustomerService[],
): (CustomerService & { name: string }) | undefined {
  const service = services.find((entry) => entry.csType !== LIVE_CHAT_TYPE && entry.path);
  if (!service) return undefined;
  const type = service.csType.toUpperCase();
  return { ...service, name: MESSAGING_APP_NAMES[type] ?? type.charAt(0) + type.slice(1).toLowerCase() };
}

export function liveChatService(services: readonly CustomerService[]): CustomerService | undefined {
  return services.find((entry) => entry.csType === LIVE_CHAT_TYPE && entry.path);
}
