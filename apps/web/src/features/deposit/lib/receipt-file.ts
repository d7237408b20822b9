import { readImage } from '../../../shared/lib/image-file';

const PROBLEM_KEYS = { type: 'deposit.receiptType', size: 'deposit.receiptSize' } as const;

export type ReceiptRead = { ok: true; dataUrl: string } | { ok: false; problem: string };

/** Checks a chosen receipt (png or jpg of at most 5 MB) and reads it; a problem comes back as its money i18n key. */
export async function readReceipt(file: File): Promise<ReceiptRead> {
  const read = await readImage(file);
  return read.ok ? read : { ok: false, problem: PROBLEM_KEYS[read.problem] };
}
