/** Every call's path; SPEC.md section 7 gives most of them, the rest follow its style. */
export const API = {
  systemStatus: '/wps/system/status',
  whitelabel: '/wps/system/whitelabel',
  encryptionKey: '/wps/system/encryption/key',
  vendorSorting: '/wps/game/vendors/sorting',
} as const;

/** Path prefixes answered by the API (envelope responses, never the web app). */
export const API_PREFIXES = ['/wps', '/lgw'] as const;
