import { LIMITS } from '@palaro/contract';
import { moneyError } from '../../http/money-error';
import { base64LengthOf, base64Payload, imageTypeOf } from '../../security/uploaded-image';

/** A transfer receipt: png or jpg by its own first bytes, at most 5 MB (SPEC 9), from base64 or a data URL. */
export function receiptFromBase64(text: string): { data: Buffer; contentType: 'image/png' | 'image/jpeg' } {
  const base64 = base64Payload(text);
  if (base64 === undefined || base64.length > base64LengthOf(LIMITS.uploadMaxBytes)) throw moneyError('receiptInvalid');
  const data = Buffer.from(base64, 'base64');
  if (data.length === 0 || data.length > LIMITS.uploadMaxBytes) throw moneyError('receiptInvalid');
  const contentType = imageTypeOf(data);
  if (!contentType) throw moneyError('receiptInvalid');
  return { data, contentType };
}
