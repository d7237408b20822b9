import type { ReactNode } from 'react';

/**
 * Each screen slides in over TIMING.pageTransitionMs (300 ms) after a navigation; the page the visitor lands on
 * appears at once, and reduced motion turns the slide off.
 */
export function PageTransition({ animate, children }: { animate: boolean; children: ReactNode }) {
  return <div className={animate ? 'page-transition page-transition--enter' : 'page-transition'}>{children}</div>;
}
