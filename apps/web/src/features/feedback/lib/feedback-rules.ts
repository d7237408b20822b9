import { LIMITS } from '@palaro/contract/constants';

/** The description's length as the server counts it: characters (code points) after trimming, so an emoji is one. */
export function descriptionLength(text: string): number {
  return [...text.trim()].length;
}

/** SPEC 5: 20 to 200 characters; the content i18n key of what is wrong, or null. */
export function descriptionProblem(text: string): string | null {
  const length = descriptionLength(text);
  if (length < LIMITS.feedbackMin) return 'feedback.tooShort';
  if (length > LIMITS.feedbackMax) return 'feedback.tooLong';
  return null;
}
