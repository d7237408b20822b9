import { ICON_LIMITS } from '@palaro/contract/account-limits';

/** SPEC 5: png or jpg, at most 5 MB; the i18n key of what is wrong, or null. */
export function iconFileProblem(file: { type: string; size: number }): string | null {
  if (!(ICON_LIMITS.types as readonly string[]).includes(file.type)) return 'member.iconType';
  if (file.size > ICON_LIMITS.maxBytes) return 'member.iconSize';
  return null;
}

export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsDataURL(file);
  });
}
