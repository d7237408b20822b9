import type { LanguageCode } from '@palaro/contract/constants';

/**
 * What a server render of a first view knows of its visitor and page (src/entry-server.tsx): the code that differs
 * between a drawn page and the browser asks here, so the markup and the hydrating app agree
 * (docs/decisions/0025-server-drawn-first-view.md).
 */
export type DrawnRender = {
  /** The language the page is drawn in (the visitor's language cookie). */
  language: LanguageCode;
  /** The seed of the page's players-online figures. */
  seed: number;
  /** Whether the visitor has agreed to the age disclaimer in this browser session (its cookie). */
  agreed: boolean;
};

let current: () => DrawnRender | undefined = () => undefined;
let hydrating = false;

/** The server build names the render under way; the browser never has one. */
export function setDrawnRender(source: () => DrawnRender | undefined): void {
  current = source;
}

/** The server render under way, when this code runs in one. */
export function drawnRender(): DrawnRender | undefined {
  return current();
}

/** The browser is hydrating a view the server drew, from adoption to the screen's first commit (app/boot.tsx). */
export function setHydratingDrawnView(value: boolean): void {
  hydrating = value;
}

/** True while this render must draw what the server drew: on the server, or hydrating its view in the browser. */
export function drawingFirstView(): boolean {
  return hydrating || current() !== undefined;
}
