// What every call needs to know about the visitor that the transport cannot find out by itself.
let merchantCode: string | undefined;
let apiBaseUrl = '';

/** Set once the status call has named the merchant (SPEC: the Merchant header is sent when known). */
export function setMerchantCode(code: string | undefined): void {
  merchantCode = code || undefined;
}

export function getMerchantCode(): string | undefined {
  return merchantCode;
}

/** The API is same-origin in the app; tests point it at their own server. */
export function setApiBaseUrl(url: string): void {
  apiBaseUrl = url.replace(/\/+$/, '');
}

export function apiUrl(path: string): string {
  return `${apiBaseUrl}${path}`;
}

type Transport = (url: string, init: RequestInit) => Promise<Response>;
// the browser's own fetch, looked up at each call (tests replace the global)
let transport: Transport = (url, init) => fetch(url, init);

/** A server render answers the app's calls in-process instead of over the network (src/entry-server.tsx). */
export function setTransport(next: Transport): void {
  transport = next;
}

export function send(url: string, init: RequestInit): Promise<Response> {
  return transport(url, init);
}
