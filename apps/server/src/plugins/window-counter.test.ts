import { describe, expect, it } from 'vitest';
import { manualClock } from '../testing/manual-clock';
import { clientKey, createWindowCounter } from './window-counter';

describe('window counter', () => {
  it('counts each client apart and starts over when the window ends', () => {
    const clock = manualClock(60_000 * 1000 + 15_000);
    const counter = createWindowCounter(60_000, clock.now);
    expect([counter.hit('10.0.0.1'), counter.hit('10.0.0.1'), counter.hit('10.0.0.2')]).toEqual([1, 2, 1]);
    expect(counter.resetInSeconds()).toBe(45);
    clock.advance(44_500);
    expect(counter.hit('10.0.0.1')).toBe(3);
    expect(counter.resetInSeconds()).toBe(1);
    clock.advance(500);
    expect(counter.hit('10.0.0.1')).toBe(1);
    expect(counter.resetInSeconds()).toBe(60);
  });

  it('keys clients as the rate-limit plugin does: an IPv6 client by its /64, a mapped IPv4 as IPv4', () => {
    expect(clientKey('203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('2001:db8:1:2:aaaa::1')).toBe(clientKey('2001:db8:1:2:bbbb::2'));
    expect(clientKey('2001:db8:1:2::1')).not.toBe(clientKey('2001:db8:1:3::1'));
  });
});
