import { create } from 'zustand';
import { TOAST_MS } from '@palaro/contract/constants';

export type ToastTone = 'info' | 'success' | 'error';
export type Toast = { id: number; message: string; tone: ToastTone };
export type ToastOptions = { tone?: ToastTone; durationMs?: number };

export const useToastStore = create<{ toasts: Toast[] }>()(() => ({ toasts: [] }));

let nextId = 1;

export function dismissToast(id: number): void {
  useToastStore.setState((state) => ({ toasts: state.toasts.filter((toast) => toast.id !== id) }));
}

/** Shows a toast for `durationMs` (SPEC 9 durations, TOAST_MS.short unless told); the same text is never stacked twice. */
export function showToast(message: string, { tone = 'info', durationMs = TOAST_MS.short }: ToastOptions = {}): number {
  const id = nextId;
  nextId += 1;
  useToastStore.setState((state) => ({
    toasts: [...state.toasts.filter((toast) => toast.message !== message), { id, message, tone }],
  }));
  setTimeout(() => dismissToast(id), durationMs);
  return id;
}
