import * as z from 'zod/mini';
import type { LoginType } from '@palaro/contract/session';
import { readItem, removeItem, writeItem } from '../../../shared/lib/storage';

export const REMEMBERED_KEY = 'MC_REMEMBERED_LOGIN';

const rememberedSchema = z.object({
  type: z.enum(['username', 'mobile'] satisfies LoginType[]),
  username: z.optional(z.string()),
  password: z.optional(z.string()),
  countryDialingCode: z.optional(z.string()),
  mobileNum: z.optional(z.string()),
});
export type Remembered = z.infer<typeof rememberedSchema>;

const toBase64 = (text: string) => btoa(String.fromCharCode(...new TextEncoder().encode(text)));
const fromBase64 = (text: string) =>
  new TextDecoder().decode(Uint8Array.from(atob(text), (char) => char.charCodeAt(0)));

/** SPEC 2.3: kept double-encoded, never as plain text. */
export function encodeRemembered(value: Remembered): string {
  return toBase64(toBase64(JSON.stringify(value)));
}

export function decodeRemembered(stored: string): Remembered | null {
  try {
    const parsed = rememberedSchema.safeParse(JSON.parse(fromBase64(fromBase64(stored))));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function saveRemembered(value: Remembered): void {
  writeItem('local', REMEMBERED_KEY, encodeRemembered(value));
}

export function forgetRemembered(): void {
  removeItem('local', REMEMBERED_KEY);
}

/** Restored only when it was saved for the log-in type on screen. */
export function readRemembered(type: LoginType): Remembered | null {
  const stored = readItem('local', REMEMBERED_KEY);
  const value = stored ? decodeRemembered(stored) : null;
  return value?.type === type ? value : null;
}
