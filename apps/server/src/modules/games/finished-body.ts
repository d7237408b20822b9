import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** A finished answer: the JSON text, or the same compressed for a client that accepts it. */
export type FinishedBody = { payload: string | Buffer; encoding?: 'br' | 'gzip' };

/**
 * JSON text with its compressed forms, made the first time a client asks for them. `once` marks a body built for a
 * single call (a player's own list): it is compressed fast, as the compression plugin would, since nobody reuses it.
 */
export type ListBody = { body: string; once?: boolean; bytes?: Buffer; br?: Buffer; gzip?: Buffer };

/** Below this many characters compression saves less than it costs (the compression plugin's own threshold). */
const MIN_COMPRESSED_LENGTH = 1024;

const KEPT_BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } };
const FAST_BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } };

/** The body in the best encoding the client accepts (br, then gzip, else plain), compressing at most once. */
export function finishedBody(entry: ListBody, acceptEncoding: string | undefined): FinishedBody {
  if (!acceptEncoding || entry.body.length < MIN_COMPRESSED_LENGTH) return { payload: plain(entry) };
  if (acceptEncoding.includes('br')) {
    entry.br ??= brotliCompressSync(entry.body, entry.once ? FAST_BROTLI : KEPT_BROTLI);
    return { payload: entry.br, encoding: 'br' };
  }
  if (acceptEncoding.includes('gzip')) {
    entry.gzip ??= gzipSync(entry.body, { level: entry.once ? 6 : 9 });
    return { payload: entry.gzip, encoding: 'gzip' };
  }
  return { payload: plain(entry) };
}

/**
 * A kept body goes out as bytes encoded once: a string would be measured and encoded again for every answer (about
 * 5 KB each time); a body built for one call stays text.
 */
function plain(entry: ListBody): string | Buffer {
  if (entry.once) return entry.body;
  entry.bytes ??= Buffer.from(entry.body, 'utf8');
  return entry.bytes;
}
