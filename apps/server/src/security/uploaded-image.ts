// Players' uploaded images (head icons, deposit receipts, feedback): what they are is read from their own first bytes,
// never from a file name or a declared type, and only png and jpg are let in (SPEC 5: "uploads are png or jpg").

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff]);
const DATA_URL = /^data:image\/[a-z+.-]+;base64,/i;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

export type UploadedImageType = 'image/png' | 'image/jpeg';

/** png or jpg by the file's own first bytes; undefined for anything else (gif, svg, webp, text ...). */
export function imageTypeOf(data: Buffer): UploadedImageType | undefined {
  if (data.subarray(0, PNG.length).equals(PNG)) return 'image/png';
  if (data.subarray(0, JPEG.length).equals(JPEG)) return 'image/jpeg';
  return undefined;
}

/** The base64 of a JSON upload, with or without a data-URL prefix and line breaks; undefined when it is not base64. */
export function base64Payload(text: string): string | undefined {
  const base64 = text.trim().replace(DATA_URL, '').replace(/\s+/g, '');
  return BASE64.test(base64) ? base64 : undefined;
}

/** How long the base64 of `bytes` bytes is at most (with padding). */
export const base64LengthOf = (bytes: number) => Math.ceil(bytes / 3) * 4;

export type UploadedImage = { contentType: UploadedImageType; data: Buffer };

/**
 * A png or jpg sent as base64 (with or without a data-URL prefix) of at most `maxBytes`; null for anything else, so
 * each caller answers with its own error.
 */
export function imageFromBase64(text: string, maxBytes: number): UploadedImage | null {
  const base64 = base64Payload(text);
  if (base64 === undefined || base64.length > base64LengthOf(maxBytes)) return null;
  const data = Buffer.from(base64, 'base64');
  if (data.length === 0 || data.length > maxBytes) return null;
  const contentType = imageTypeOf(data);
  return contentType ? { contentType, data } : null;
}
