import { LIMITS } from '@palaro/contract/constants';

export const RECEIPT_TYPES = ['image/png', 'image/jpeg'] as const;

/** SPEC 5/9: a receipt is a png or jpg of at most 5 MB; the money i18n key of what is wrong, or null. */
export function receiptProblem(file: { type: string; size: number }): string | null {
  if (!(RECEIPT_TYPES as readonly string[]).includes(file.type)) return 'deposit.receiptType';
  if (file.size > LIMITS.uploadMaxBytes) return 'deposit.receiptSize';
  if (file.size === 0) return 'deposit.receiptType';
  return null;
}

/** True when the first bytes really are a png or a jpg (a renamed file is caught before the upload). */
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

export type ReceiptRead = { ok: true; dataUrl: string } | { ok: false; problem: string };

/** Checks a chosen receipt and reads it as a data URL for the preview and the upload. */
export async function readReceipt(file: File): Promise<ReceiptRead> {
  const problem = receiptProblem(file);
  if (problem) return { ok: false, problem };
  const head = new Uint8Array(await read(file.slice(0, 8), 'buffer'));
  if (!hasImageSignature(head)) return { ok: false, problem: 'deposit.receiptType' };
  return { ok: true, dataUrl: await read(file, 'dataUrl') };
}
