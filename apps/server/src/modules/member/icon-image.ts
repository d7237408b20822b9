import { ICON_LIMITS } from '@palaro/contract';
import { accountError } from '../../http/api-error';

export type IconImage = { contentType: 'image/png' | 'image/jpeg'; extension: 'png' | 'jpg'; data: Buffer };

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff]);
const DATA_URL = /^data:image\/[a-z+.-]+;base64,/i;

/** png or jpg by the file's own first bytes (whatever its name or declared type says), at most 5 MB. */
export function iconFromBytes(data: Buffer): IconImage {
  if (data.length === 0 || data.length > ICON_LIMITS.maxBytes) throw accountError('iconInvalid');
  if (data.subarray(0, PNG.length).equals(PNG)) return { contentType: 'image/png', extension: 'png', data };
  if (data.subarray(0, JPEG.length).equals(JPEG)) return { contentType: 'image/jpeg', extension: 'jpg', data };
  throw accountError('iconInvalid');
}

/** The image of a JSON upload: base64, with or without a data-URL prefix. */
export function iconFromBase64(text: string): IconImage {
  const base64 = text.trim().replace(DATA_URL, '').replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(base64) || base64.length > Math.ceil(ICON_LIMITS.maxBytes / 3) * 4) {
    throw accountError('iconInvalid');
  }
  return iconFromBytes(Buffer.from(base64, 'base64'));
}
