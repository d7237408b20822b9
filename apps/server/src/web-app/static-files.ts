import { stat } from 'node:fs/promises';
import { resolve, sep } from 'node:path';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';
const DAY = 'public, max-age=86400';

const MEDIA = /\.(png|jpe?g|webp|avif|gif|svg|ico|woff2?)$/i;

/** Hashed build output never changes under its name; the shell, service worker and manifest always revalidate. */
export function cacheControlFor(relativePath: string): string {
  if (relativePath.startsWith('assets/')) return IMMUTABLE;
  return MEDIA.test(relativePath) ? DAY : REVALIDATE;
}

/** Paths the client-side router answers: no extension, or .html (e.g. /m/register.html). */
export function isAppRoute(relativePath: string): boolean {
  if (relativePath.startsWith('assets/')) return false;
  const last = relativePath.split('/').pop() ?? '';
  return !last.includes('.') || last.endsWith('.html');
}

/** The file under `root` a request path names, if it is a regular file (no dot-folders, no way out of root). */
export async function findFile(root: string, relativePath: string): Promise<string | undefined> {
  if (relativePath === '' || relativePath.split('/').some((part) => part.startsWith('.') || part === ''))
    return undefined;
  const absolute = resolve(root, relativePath);
  if (!absolute.startsWith(root + sep)) return undefined;
  try {
    return (await stat(absolute)).isFile() ? relativePath : undefined;
  } catch {
    return undefined;
  }
}
