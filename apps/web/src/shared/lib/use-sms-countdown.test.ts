import { act, renderHook } from '@testing-library/react';
import { useSmsCountdown } from './use-sms-countdown';

describe('the SMS countdown', () => {
  beforeEach(() => vi.useFakeTimers({ now: 1_000_000 }));
  afterEach(() => vi.useRealTimers());

  it('shows 60 s before any send', () => {
    const { result } = renderHook(() => useSmsCountdown());
    expect(result.current).toMatchObject({ running: false, seconds: 60 });
  });

  it('counts down to the time the server gave, ticking every 500 ms, then may send again', () => {
    const { result } = renderHook(() => useSmsCountdown());
    act(() => result.current.start(Date.now() + 3_000));
    expect(result.current).toMatchObject({ running: true, seconds: 3 });
    act(() => {
      vi.advanceTimersByTime(499);
    });
    expect(result.current.seconds).toBe(3);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(result.current.seconds).toBe(3);
    act(() => {
      vi.advanceTimersByTime(1_000);
    });
    expect(result.current.seconds).toBe(2);
    act(() => {
      vi.advanceTimersByTime(1_500);
    });
    expect(result.current).toMatchObject({ running: false, seconds: 60 });
  });
});
