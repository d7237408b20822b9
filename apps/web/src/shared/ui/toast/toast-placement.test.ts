import { TOAST_TOP_BAND_PX, toastSide, trackUsedControls } from './toast-placement';
import { showToast, useToastStore } from './toast-store';

describe('where toasts go', () => {
  it('go to the top, under the title bar, when nothing was used or the control is lower down', () => {
    expect(toastSide(null)).toBe('top');
    expect(toastSide({ top: 700, bottom: 744 })).toBe('top');
    expect(toastSide({ top: TOAST_TOP_BAND_PX, bottom: TOAST_TOP_BAND_PX + 40 })).toBe('top');
  });

  it('go to the bottom when the control just used sits where they would cover it', () => {
    expect(toastSide({ top: 120, bottom: 160 })).toBe('bottom');
    expect(toastSide({ top: TOAST_TOP_BAND_PX - 1, bottom: TOAST_TOP_BAND_PX + 40 })).toBe('bottom');
  });

  it('ignore a control scrolled off the top of the screen', () => {
    expect(toastSide({ top: -80, bottom: -40 })).toBe('top');
  });

  it('follow the control the player last touched', () => {
    const stop = trackUsedControls();
    const star = document.createElement('button');
    const inner = document.createElement('span');
    star.append(inner);
    document.body.append(star);
    const place = (top: number) =>
      vi
        .spyOn(star, 'getBoundingClientRect')
        .mockReturnValue(DOMRect.fromRect({ x: 0, y: top, width: 40, height: 40 }));

    place(140);
    inner.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    showToast('Saved');
    expect(useToastStore.getState().side).toBe('bottom');

    place(600);
    showToast('Saved again');
    expect(useToastStore.getState().side).toBe('top');

    stop();
    star.remove();
  });
});
