import { LIMITS } from '@palaro/contract/constants';

// SPEC 5, 9: uploads (deposit receipts, feedback images, chat images) are png or jpg of at most 5 MB. Checked here
// before sending, by declared type, size and the file's own first bytes (a renamed file is caught too); the server
// checks again.

export const IMAGE_TYPES = ['image/png', 'image/jpeg'] as const;
export type ImageProblem = 'type' | 'size';

export function imageProblem(file: { type: string; size: number }): ImageProblem | null {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return 'type';
  if (file.size > LIMITS.uploadMaxBytes) return 'size';
  if (file.size === 0) return 'type';
  return null;
}

/** True when the first bytes really are a png or a jpg. */
export function hasImageSignature(bytes: Uint8Array): boolean {
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  const isPng = png.every((byte, index) => bytes[index] === byte);
  const isJpg = bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
  return isPng || isJpg;
}

function read<T extends 'dataUrl' | 'buffer'>(file: Blob, as: T): Promise<T extends 'dataUrl' ? string : ArrayBuffer> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as T extends 'dataUrl' ? string : ArrayBuffer);
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    if (as === 'dataUrl') reader.readAsDataURL(file);
    else reader.readAsArrayBuffer(file);
  });
}

export type ImageRead = { ok: true; dataUrl: string } | { ok: false; problem: ImageProblem };

/** Checks a chosen image and reads it as a data URL for the preview and the upload. */
export async function readImage(file: File): Promise<ImageRead> {
  const problem = imageProblem(file);
  if (problem) return { ok: false, problem };
  const head = new Uint8Array(await read(file.slice(0, 8), 'buffer'));
  if (!hasImageSignature(head)) return { ok: false, problem: 'type' };
  return { ok: true, dataUrl: await read(file, 'dataUrl') };
}
