import { GESTURE } from '@palaro/contract/constants';
import { isSwipeBack, SWIPE_EDGE_PX } from './use-swipe-back';

describe('swipe back', () => {
  it('needs a rightward swipe of at least 100 px that starts at the left edge', () => {
    expect(isSwipeBack({ x: 5, y: 300 }, { x: 5 + GESTURE.swipeBackPx, y: 310 })).toBe(true);
    expect(isSwipeBack({ x: 5, y: 300 }, { x: 5 + GESTURE.swipeBackPx - 1, y: 300 })).toBe(false);
    expect(isSwipeBack({ x: SWIPE_EDGE_PX + 1, y: 300 }, { x: 250, y: 300 })).toBe(false);
    expect(isSwipeBack({ x: 5, y: 100 }, { x: 120, y: 400 })).toBe(false);
  });
});
