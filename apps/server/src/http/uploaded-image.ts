const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff]);
const DATA_URL = /^data:image\/[a-z+.-]+;base64,/i;

export type UploadedImage = { contentType: 'image/png' | 'image/jpeg'; data: Buffer };

/**
 * A png or jpg sent as base64 (with or without a data-URL prefix), recognised by its own first bytes whatever its name
 * or declared type says, of at most `maxBytes`; null for anything else, so each caller answers with its own error.
 */
export function imageFromBase64(text: string, maxBytes: number): UploadedImage | null {
  const base64 = text.trim().replace(DATA_URL, '').replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(base64) || base64.length > Math.ceil(maxBytes / 3) * 4) return null;
  const data = Buffer.from(base64, 'base64');
  if (data.length === 0 || data.length > maxBytes) return null;
  if (data.subarray(0, PNG.length).equals(PNG)) return { contentType: 'image/png', data };
  if (data.subarray(0, JPEG.length).equals(JPEG)) return { contentType: 'image/jpeg', data };
  return null;
}
