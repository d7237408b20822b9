import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';

type Options = {
  /** Real slides; with `loop` the track also holds a copy of the last before and of the first after them. */
  count: number;
  loop: boolean;
  autoplayMs: number;
  paused: boolean;
};

const SETTLE_MS = 120;

function slidesOf(track: HTMLElement): HTMLElement[] {
  return Array.from(track.children) as HTMLElement[];
}

function startsItself(): boolean {
  return (
    typeof CSS !== 'undefined' && typeof CSS.supports === 'function' && CSS.supports('scroll-initial-target', 'nearest')
  );
}

/** The depth a slide starts with: the starting slide in front, every other one set fully back (they are a slide or more away). */
export function startingDepth(physical: number, loop: boolean): number {
  return physical === (loop ? 1 : 0) ? 0 : 1;
}

function centredLeft(track: HTMLElement, slide: HTMLElement): number {
  return slide.offsetLeft - (track.clientWidth - slide.offsetWidth) / 2;
}

/** A native scroll-snap carousel: swipes stay the browser's own; this adds autoplay, a seamless loop and a depth effect. */
export function useSnapCarousel({ count, loop, autoplayMs, paused }: Options) {
  const trackRef = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(0);
  const offset = loop ? 1 : 0;

  const scrollToPhysical = useCallback((physical: number, smooth: boolean) => {
    const track = trackRef.current;
    const slide = track && slidesOf(track)[physical];
    if (!track || !slide) return;
    track.scrollTo?.({ left: centredLeft(track, slide), behavior: smooth ? 'smooth' : 'instant' });
  }, []);

  const goTo = useCallback((logical: number) => scrollToPhysical(logical + offset, true), [scrollToPhysical, offset]);

  // depth: slides away from the centre shrink a little (the coverflow of SPEC 9)
  const measure = useCallback((): number => {
    const track = trackRef.current;
    if (!track) return 0;
    const centre = track.scrollLeft + track.clientWidth / 2;
    let nearest = 0;
    let best = Number.POSITIVE_INFINITY;
    slidesOf(track).forEach((slide, physical) => {
      const distance = (slide.offsetLeft + slide.offsetWidth / 2 - centre) / (slide.offsetWidth || 1);
      slide.style.setProperty('--depth', String(Math.min(Math.abs(distance), 1)));
      if (Math.abs(distance) < best) {
        best = Math.abs(distance);
        nearest = physical;
      }
    });
    return nearest;
  }, []);

  // Where the browser can start the track on the first real slide by itself (`scroll-initial-target` on it, see
  // the stylesheet) and the slides come with their starting depth, the first render reads no layout: the commit
  // stays one short task instead of waiting for a forced style and layout pass.
  useLayoutEffect(() => {
    if (startsItself()) return;
    if (count > 0) scrollToPhysical(offset, false);
    measure();
  }, [count, offset, scrollToPhysical, measure]);

  useEffect(() => {
    const track = trackRef.current;
    if (!track) return undefined;
    let frame = 0;
    let settle: ReturnType<typeof setTimeout> | undefined;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const physical = measure();
        setIndex((((physical - offset) % count) + count) % count);
      });
      clearTimeout(settle);
      settle = setTimeout(() => {
        const physical = measure();
        // on a copy: jump to the real slide it copies, which looks exactly the same
        if (loop && physical === 0) scrollToPhysical(count, false);
        if (loop && physical === count + 1) scrollToPhysical(1, false);
      }, SETTLE_MS);
    };
    track.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      track.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
      clearTimeout(settle);
    };
  }, [count, loop, offset, measure, scrollToPhysical]);

  useEffect(() => {
    if (paused || count < 2 || autoplayMs <= 0) return undefined;
    const timer = setInterval(() => {
      if (document.visibilityState === 'hidden') return;
      const physical = measure();
      scrollToPhysical(loop ? physical + 1 : (physical + 1) % count, true);
    }, autoplayMs);
    return () => clearInterval(timer);
  }, [paused, count, autoplayMs, loop, measure, scrollToPhysical]);

  return { trackRef, index, goTo };
}
