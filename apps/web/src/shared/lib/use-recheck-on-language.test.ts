import { act, renderHook } from '@testing-library/react';
import type { UseFormReturn } from 'react-hook-form';
import { TIMING } from '@palaro/contract/constants';
import { i18n } from './i18n/i18n';
import { useRecheckOnLanguage } from './use-recheck-on-language';

type Values = { username: string; password: string };

// the hook's useTranslation re-renders on the event too
const languageChanged = (locale: string) => act(() => void i18n.emit('languageChanged', locale));

function fakeForm(failed: (keyof Values)[]) {
  const trigger = vi.fn(() => Promise.resolve(true));
  const errors = Object.fromEntries(failed.map((field) => [field, { type: 'custom', message: `rule_${field}` }]));
  return { form: { trigger, formState: { errors } } as unknown as UseFormReturn<Values>, trigger };
}

describe('messages after a language change (SPEC 5)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('re-checks the failed fields 200 ms after the last change, once', () => {
    const { form, trigger } = fakeForm(['username']);
    renderHook(() => useRecheckOnLanguage(form));
    languageChanged('tl');
    vi.advanceTimersByTime(150);
    languageChanged('zh');
    vi.advanceTimersByTime(TIMING.validationRecheckDebounceMs - 1);
    expect(trigger).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(trigger).toHaveBeenCalledTimes(1);
    expect(trigger).toHaveBeenCalledWith(['username']);
  });

  it('leaves a form without shown messages alone, and stops listening once unmounted', () => {
    const clean = fakeForm([]);
    renderHook(() => useRecheckOnLanguage(clean.form));
    languageChanged('vi');
    vi.advanceTimersByTime(TIMING.validationRecheckDebounceMs);
    expect(clean.trigger).not.toHaveBeenCalled();

    const failed = fakeForm(['password']);
    const { unmount } = renderHook(() => useRecheckOnLanguage(failed.form));
    unmount();
    languageChanged('pt');
    vi.advanceTimersByTime(TIMING.validationRecheckDebounceMs);
    expect(failed.trigger).not.toHaveBeenCalled();
  });
});
