export type ToastSide = 'top' | 'bottom';

/**
 * Toasts sit at the top, under the title bar, where a thumb rarely is. This is how far down that band reaches: the
 * title bar and room for two toasts. A control used inside it would be covered, so the toasts then go to the bottom.
 */
export const TOAST_TOP_BAND_PX = 200;

const CONTROL = 'button, a, input, select, textarea, label, [role="button"], [role="tab"], [role="checkbox"]';

let usedControl: Element | null = null;

function noteControl(event: Event): void {
  usedControl = event.target instanceof Element ? event.target.closest(CONTROL) : null;
}

/** Remembers the control the player last touched or typed in, so a toast it causes can keep clear of it. */
export function trackUsedControls(target: Document = document): () => void {
  target.addEventListener('pointerdown', noteControl, true);
  target.addEventListener('keydown', noteControl, true);
  return () => {
    target.removeEventListener('pointerdown', noteControl, true);
    target.removeEventListener('keydown', noteControl, true);
  };
}

/** Where a toast goes given the control just used (null when none is on screen). */
export function toastSide(control: { top: number; bottom: number } | null): ToastSide {
  if (!control || control.bottom <= 0) return 'top';
  return control.top < TOAST_TOP_BAND_PX ? 'bottom' : 'top';
}

export function sideForUsedControl(): ToastSide {
  return toastSide(usedControl?.isConnected ? usedControl.getBoundingClientRect() : null);
}
