import type { IncomingHttpHeaders } from 'node:http';

export type ClientInfo = { ip: string; headers: IncomingHttpHeaders };

/** Finds the ISO 3166 alpha-2 country of a client; swap in a GeoIP lookup by passing another resolver. */
export interface CountryResolver {
  resolve(client: ClientInfo): Promise<string | null> | string | null;
}

/**
 * Reads the country a CDN or proxy in front of the server put in `header` (e.g. cf-ipcountry).
 * Without such a proxy clients can set the header themselves, so it only narrows, never grants.
 */
export function headerCountryResolver(header: string): CountryResolver {
  const name = header.toLowerCase();
  return {
    resolve({ headers }) {
      const raw = headers[name];
      const value = (Array.isArray(raw) ? raw[0] : raw)?.trim().toUpperCase();
      // "XX" is the usual "unknown" marker of CDNs
      return value && /^[A-Z]{2}$/.test(value) && value !== 'XX' ? value : null;
    },
  };
}
