type FullscreenElement = HTMLElement & { webkitRequestFullscreen?: () => Promise<void> | void };
type FullscreenDocument = Document & {
  webkitFullscreenElement?: Element | null;
  webkitExitFullscreen?: () => Promise<void> | void;
};

/** iOS Safari on a phone has no Fullscreen API: the player then fakes it by covering the whole viewport. */
export function canGoFullscreen(element: HTMLElement = document.documentElement): boolean {
  const candidate = element as FullscreenElement;
  return typeof candidate.requestFullscreen === 'function' || typeof candidate.webkitRequestFullscreen === 'function';
}

export async function enterFullscreen(element: HTMLElement): Promise<boolean> {
  const candidate = element as FullscreenElement;
  try {
    if (typeof candidate.requestFullscreen === 'function') await candidate.requestFullscreen({ navigationUI: 'hide' });
    else if (typeof candidate.webkitRequestFullscreen === 'function') await candidate.webkitRequestFullscreen();
    else return false;
    return true;
  } catch {
    // refused (no user gesture left after the launch call, or a policy): the faked full screen stays
    return false;
  }
}

export function leaveFullscreen(): void {
  const doc = document as FullscreenDocument;
  if (doc.fullscreenElement && typeof doc.exitFullscreen === 'function')
    void doc.exitFullscreen().catch(() => undefined);
  else if (doc.webkitFullscreenElement && typeof doc.webkitExitFullscreen === 'function')
    void doc.webkitExitFullscreen();
}
