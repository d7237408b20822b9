// The operator API is this page's own origin (the server serves /bo beside /ops). Tests point it at a local server.
let base = '';

export function setApiBase(url: string): void {
  base = url.replace(/\/$/, '');
}

export function apiUrl(path: string): string {
  return `${base}${path}`;
}

/** The ws: or wss: address of a socket path on the API's origin. */
export function socketUrl(path: string): string {
  const url = new URL(apiUrl(path), window.location.href);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return url.href;
}
