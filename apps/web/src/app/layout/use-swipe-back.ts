import { useMemo, useRef, type TouchEvent } from 'react';
import { GESTURE } from '@palaro/contract/constants';
import type { BackTarget } from '../../shared/config/route-meta';
import { useGoBack } from '../../shared/lib/use-go-back';

/** Swipes only count when they start this close to the left edge, as in native apps. */
export const SWIPE_EDGE_PX = 28;

type Point = { x: number; y: number };

/** True for a rightward swipe from the left edge of at least GESTURE.swipeBackPx that is more sideways than vertical. */
export function isSwipeBack(start: Point, end: Point): boolean {
  const dx = end.x - start.x;
  const dy = Math.abs(end.y - start.y);
  return start.x <= SWIPE_EDGE_PX && dx >= GESTURE.swipeBackPx && dx > dy;
}

/** Touch handlers for the page: a swipe back from the left edge goes to the route's back target. */
export function useSwipeBack(target: BackTarget, enabled: boolean) {
  const goBack = useGoBack(target);
  const start = useRef<Point | null>(null);
  return useMemo(
    () => ({
      onTouchStart: (event: TouchEvent) => {
        const touch = event.touches[0];
        start.current = enabled && target !== 'none' && touch ? { x: touch.clientX, y: touch.clientY } : null;
      },
      onTouchEnd: (event: TouchEvent) => {
        const touch = event.changedTouches[0];
        if (start.current && touch && isSwipeBack(start.current, { x: touch.clientX, y: touch.clientY })) goBack();
        start.current = null;
      },
    }),
    [enabled, goBack, target],
  );
}
