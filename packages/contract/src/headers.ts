/** Request headers of the platform's wire protocol (docs/architecture.md section 5). */
export const HEADER = {
  merchant: 'merchant',
  authorization: 'authorization',
  language: 'language',
  device: 'device',
  encryption: 'encryption',
  requestId: 'x-request-id',
} as const;

/** Device header value sent from an installed web app. */
export const DEVICE_INSTALLED_APP = 'OTHERS';
