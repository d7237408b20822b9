import { TOAST_MS } from '@palaro/contract/constants';
import { showToast, useToastStore } from './toast-store';

const texts = () => useToastStore.getState().toasts.map((toast) => toast.message);

describe('toasts', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    useToastStore.setState({ toasts: [] });
  });
  afterEach(() => vi.useRealTimers());

  it('lasts TOAST_MS.short (3 s) unless told otherwise', () => {
    showToast('Saved');
    vi.advanceTimersByTime(TOAST_MS.short - 1);
    expect(texts()).toEqual(['Saved']);
    vi.advanceTimersByTime(1);
    expect(texts()).toEqual([]);
  });

  it.each(Object.entries(TOAST_MS))('honours the %s duration (%i ms)', (_, duration) => {
    showToast('Message', { durationMs: duration });
    vi.advanceTimersByTime(duration - 1);
    expect(texts()).toEqual(['Message']);
    vi.advanceTimersByTime(1);
    expect(texts()).toEqual([]);
  });

  it('never stacks the same text twice', () => {
    showToast('Change saved', { durationMs: TOAST_MS.changeSaved });
    showToast('Change saved', { durationMs: TOAST_MS.changeSaved });
    expect(texts()).toEqual(['Change saved']);
  });
});
