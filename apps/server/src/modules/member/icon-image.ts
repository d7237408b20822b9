import { ICON_LIMITS } from '@palaro/contract';
import { accountError } from '../../http/api-error';
import { base64LengthOf, base64Payload, imageTypeOf } from '../../security/uploaded-image';

export type IconImage = { contentType: 'image/png' | 'image/jpeg'; extension: 'png' | 'jpg'; data: Buffer };

/** png or jpg by the file's own first bytes (whatever its name or declared type says), at most 5 MB. */
export function iconFromBytes(data: Buffer): IconImage {
  if (data.length === 0 || data.length > ICON_LIMITS.maxBytes) throw accountError('iconInvalid');
  const contentType = imageTypeOf(data);
  if (!contentType) throw accountError('iconInvalid');
  return { contentType, extension: contentType === 'image/png' ? 'png' : 'jpg', data };
}

/** The image of a JSON upload: base64, with or without a data-URL prefix. */
export function iconFromBase64(text: string): IconImage {
  const base64 = base64Payload(text);
  if (base64 === undefined || base64.length > base64LengthOf(ICON_LIMITS.maxBytes)) throw accountError('iconInvalid');
  return iconFromBytes(Buffer.from(base64, 'base64'));
}
