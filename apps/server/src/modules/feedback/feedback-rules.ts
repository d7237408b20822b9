import { FEEDBACK_TYPE_NONE, FEEDBACK_TYPES, LIMITS, type FeedbackType } from '@palaro/contract';
import { base64LengthOf, base64Payload, imageTypeOf, type UploadedImageType } from '../../security/uploaded-image';
import { feedbackError } from './errors';

export type FeedbackImage = { contentType: UploadedImageType; data: Buffer };

/** The description as stored: trimmed, 20 to 200 characters (SPEC 5), counted in code points so an emoji is one. */
export function feedbackContent(raw: string): string {
  const content = raw.trim();
  const length = [...content].length;
  if (length < LIMITS.feedbackMin) throw feedbackError('tooShort', { content: `${length}/${LIMITS.feedbackMax}` });
  if (length > LIMITS.feedbackMax) throw feedbackError('tooLong', { content: `${length}/${LIMITS.feedbackMax}` });
  return content;
}

/** SPEC 3: the screen's initial "none" (-1) is sent as other_issues (contract FEEDBACK_TYPE_NONE). */
export const storedType = (type: FeedbackType) => (type === FEEDBACK_TYPE_NONE ? FEEDBACK_TYPES.other_issues : type);

/**
 * The attached images (SPEC 5 and 9): at most three, each png or jpg by its own first bytes and at most 5 MB, sent
 * as base64 (bare or a data URL). The first image that breaks a rule is named in `fields`.
 */
export function feedbackImages(images: string[]): FeedbackImage[] {
  if (images.length > LIMITS.uploadMaxImages)
    throw feedbackError('tooManyImages', { images: `${images.length}/${LIMITS.uploadMaxImages}` });
  return images.map((text, index) => {
    const field = `images.${index}`;
    const base64 = base64Payload(text);
    if (base64 === undefined) throw feedbackError('imageType', { [field]: 'not a png or jpg image in base64' });
    if (base64.length > base64LengthOf(LIMITS.uploadMaxBytes))
      throw feedbackError('imageTooLarge', { [field]: `over ${LIMITS.uploadMaxBytes} bytes` });
    const data = Buffer.from(base64, 'base64');
    if (data.length > LIMITS.uploadMaxBytes)
      throw feedbackError('imageTooLarge', { [field]: `${data.length} bytes, over ${LIMITS.uploadMaxBytes}` });
    const contentType = imageTypeOf(data);
    if (!contentType) throw feedbackError('imageType', { [field]: 'not a png or jpg image' });
    return { contentType, data };
  });
}
