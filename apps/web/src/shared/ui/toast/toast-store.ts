import { create } from 'zustand';
import { TOAST_MS } from '@palaro/contract/constants';
import { sideForUsedControl, type ToastSide } from './toast-placement';

export type ToastTone = 'info' | 'success' | 'error';
export type Toast = { id: number; message: string; tone: ToastTone; carry: boolean };
export type ToastOptions = {
  tone?: ToastTone;
  durationMs?: number;
  /** The toast explains a move to another screen (a task done, a redirect): route changes leave it until it expires. */
  carry?: boolean;
};

/** More than two messages at once are not read; the oldest gives way. */
export const MAX_TOASTS = 2;

type ToastState = {
  toasts: Toast[];
  /** Open dialogs, innermost last: toasts show inside the innermost one so they never cover it. */
  dialogs: number[];
  /** Outside dialogs: at the top under the title bar, or at the bottom when the control just used is up there. */
  side: ToastSide;
};

export const useToastStore = create<ToastState>()(() => ({ toasts: [], dialogs: [], side: 'top' }));

let nextId = 1;

export function dismissToast(id: number): void {
  useToastStore.setState((state) => ({ toasts: state.toasts.filter((toast) => toast.id !== id) }));
}

/** The task the errors were about has now succeeded, so they no longer apply. */
export function dismissErrorToasts(): void {
  useToastStore.setState((state) => ({ toasts: state.toasts.filter((toast) => toast.tone !== 'error') }));
}

/**
 * Shows a toast for `durationMs` (SPEC 9 durations, TOAST_MS.short unless told). The same text is never stacked
 * twice, at most MAX_TOASTS show at once, and a success clears the errors shown before it.
 */
export function showToast(
  message: string,
  { tone = 'info', durationMs = TOAST_MS.short, carry = false }: ToastOptions = {},
): number {
  const id = nextId;
  nextId += 1;
  useToastStore.setState((state) => {
    const others = state.toasts.filter(
      (toast) => toast.message !== message && (tone !== 'success' || toast.tone !== 'error'),
    );
    return { toasts: [...others.slice(-(MAX_TOASTS - 1)), { id, message, tone, carry }], side: sideForUsedControl() };
  });
  setTimeout(() => dismissToast(id), durationMs);
  return id;
}

/** A new screen: what the last one said no longer applies, except the toasts that explain the move. */
export function leaveScreen(): void {
  useToastStore.setState((state) => ({ toasts: state.toasts.filter((toast) => toast.carry) }));
}

let nextDialog = 1;

/** A dialog's name for its toast layer. */
export function newDialogId(): number {
  const dialog = nextDialog;
  nextDialog += 1;
  return dialog;
}

/**
 * A dialog opened: the toasts shown so far were about the screen under it and would cover it, so they go; the ones
 * raised while it is open show inside it. Returns the call that closes the dialog's layer.
 */
export function openDialogLayer(dialog: number): () => void {
  useToastStore.setState((state) => ({ toasts: [], dialogs: [...state.dialogs, dialog] }));
  return () => useToastStore.setState((state) => ({ dialogs: state.dialogs.filter((open) => open !== dialog) }));
}

export function innermostDialog(state: ToastState): number | undefined {
  return state.dialogs.at(-1);
}
