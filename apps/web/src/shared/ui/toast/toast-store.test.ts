import { TOAST_MS } from '@palaro/contract/constants';
import {
  dismissErrorToasts,
  leaveScreen,
  MAX_TOASTS,
  newDialogId,
  openDialogLayer,
  showToast,
  useToastStore,
} from './toast-store';

const texts = () => useToastStore.getState().toasts.map((toast) => toast.message);

describe('toasts', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    useToastStore.setState({ toasts: [], dialogs: [], side: 'top' });
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

  it(`stacks at most ${MAX_TOASTS}, the oldest giving way`, () => {
    showToast('One');
    showToast('Two');
    showToast('Three');
    expect(texts()).toEqual(['Two', 'Three']);
  });

  it('clears the errors shown before a success: the task they were about has succeeded', () => {
    showToast('Incorrect user name or password', { tone: 'error' });
    showToast('Card added', { tone: 'success' });
    expect(texts()).toEqual(['Card added']);
  });

  it('clears the errors when asked, leaving the rest', () => {
    showToast('Loading');
    showToast('Incorrect user name or password', { tone: 'error' });
    dismissErrorToasts();
    expect(texts()).toEqual(['Loading']);
  });

  it('clears the last screen’s toasts on a route change, but not the ones explaining the move', () => {
    showToast('Incorrect user name or password', { tone: 'error' });
    showToast('Registered successfully', { tone: 'success', carry: true });
    showToast('You are not logged in, please login first', { tone: 'error', carry: true });
    leaveScreen();
    expect(texts()).toEqual(['Registered successfully', 'You are not logged in, please login first']);
    leaveScreen();
    expect(texts()).toEqual(['Registered successfully', 'You are not logged in, please login first']);
    vi.advanceTimersByTime(TOAST_MS.short);
    expect(texts()).toEqual([]);
  });

  it('clears what the screen said when a dialog opens, and keeps what is raised while it is open', () => {
    showToast('Registered successfully', { tone: 'success', carry: true });
    const dialog = newDialogId();
    const close = openDialogLayer(dialog);
    expect(texts()).toEqual([]);
    expect(useToastStore.getState().dialogs).toEqual([dialog]);
    showToast('Incorrect card number', { tone: 'error' });
    close();
    expect(useToastStore.getState().dialogs).toEqual([]);
    expect(texts()).toEqual(['Incorrect card number']);
  });
});
