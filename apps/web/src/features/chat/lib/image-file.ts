import { CHAT_LIMITS } from '@palaro/contract/chat';

/** SPEC 5 and 9: a png or jpg of at most 5 MB; the chat i18n key of what is wrong, or null. */
export function imageProblem(file: { type: string; size: number }): string | null {
  if (!(CHAT_LIMITS.imageTypes as readonly string[]).includes(file.type) || file.size === 0) return 'imageType';
  if (file.size > CHAT_LIMITS.imageMaxBytes) return 'imageSize';
  return null;
}

/** True when the first bytes really are a png or a jpg (a renamed file is caught before the upload). */
export function hasImageSignature(bytes: Uint8Array): boolean {
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  return (
    png.every((byte, index) => bytes[index] === byte) || (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff)
  );
}

function read(file: Blob, as: 'dataUrl' | 'buffer'): Promise<string | ArrayBuffer> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string | ArrayBuffer);
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    if (as === 'dataUrl') reader.readAsDataURL(file);
    else reader.readAsArrayBuffer(file);
  });
}

export type ImageRead = { ok: true; dataUrl: string } | { ok: false; problem: string };

/** Checks a chosen image and reads it as a data URL for the preview and the message. */
export async function readImage(file: File): Promise<ImageRead> {
  const problem = imageProblem(file);
  if (problem) return { ok: false, problem };
  const head = new Uint8Array((await read(file.slice(0, 8), 'buffer')) as ArrayBuffer);
  if (!hasImageSignature(head)) return { ok: false, problem: 'imageType' };
  return { ok: true, dataUrl: (await read(file, 'dataUrl')) as string };
}
