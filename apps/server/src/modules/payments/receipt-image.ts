import { LIMITS } from '@palaro/contract';
import { moneyError } from '../../http/money-error';

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff]);
const DATA_URL = /^data:image\/[a-z+.-]+;base64,/i;

/** A transfer receipt: png or jpg by its own first bytes, at most 5 MB (SPEC 9), from base64 or a data URL. */
export function receiptFromBase64(text: string): { data: Buffer; contentType: 'image/png' | 'image/jpeg' } {
  const base64 = text.trim().replace(DATA_URL, '').replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(base64) || base64.length > Math.ceil(LIMITS.uploadMaxBytes / 3) * 4)
    throw moneyError('receiptInvalid');
  const data = Buffer.from(base64, 'base64');
  if (data.length === 0 || data.length > LIMITS.uploadMaxBytes) throw moneyError('receiptInvalid');
  if (data.subarray(0, PNG.length).equals(PNG)) return { data, contentType: 'image/png' };
  if (data.subarray(0, JPEG.length).equals(JPEG)) return { data, contentType: 'image/jpeg' };
  throw moneyError('receiptInvalid');
}
