import { useEffect, useRef, type RefObject } from 'react';

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

// Popups can stack (the channel popup opens over the drawer); only the top one handles keys.
const stack: HTMLElement[] = [];

function focusables(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE));
}

function trapTab(container: HTMLElement, event: KeyboardEvent): void {
  const items = focusables(container);
  const first = items[0];
  const last = items[items.length - 1];
  const active = document.activeElement;
  if (!first || !last) {
    event.preventDefault();
    return;
  }
  const outside = !container.contains(active);
  if (event.shiftKey && (outside || active === first || active === container)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (outside || active === last)) {
    event.preventDefault();
    first.focus();
  }
}

/** Moves focus into the popup, keeps Tab inside it, closes on Escape and gives focus back afterwards. */
export function useFocusTrap(ref: RefObject<HTMLElement | null>, active: boolean, onEscape?: () => void): void {
  // The latest handler, without re-running the trap (and re-focusing) on every render.
  const escapeRef = useRef(onEscape);
  useEffect(() => {
    escapeRef.current = onEscape;
  });

  useEffect(() => {
    const container = ref.current;
    if (!active || !container) return undefined;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    stack.push(container);
    container.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (stack[stack.length - 1] !== container) return;
      if (event.key === 'Tab') trapTab(container, event);
      if (event.key === 'Escape' && escapeRef.current) {
        event.stopPropagation();
        escapeRef.current();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      stack.splice(stack.indexOf(container), 1);
      if (previous?.isConnected) previous.focus();
    };
  }, [ref, active]);
}
