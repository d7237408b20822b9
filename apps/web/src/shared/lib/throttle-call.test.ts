import { throttleCall } from './throttle-call';

describe('throttleCall', () => {
  it('shares one call among every ask within the interval, and calls again after it', async () => {
    let clock = 1_000;
    let calls = 0;
    const counted = throttleCall(
      async () => ++calls,
      250,
      () => clock,
    );
    const [a, b] = await Promise.all([counted(), counted()]);
    expect([a, b, calls]).toEqual([1, 1, 1]);
    clock += 249;
    expect(await counted()).toBe(1);
    clock += 1;
    expect(await counted()).toBe(2);
    expect(calls).toBe(2);
  });
});
