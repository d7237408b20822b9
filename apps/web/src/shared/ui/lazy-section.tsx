import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';

type Props = {
  /** Rendered (and its code downloaded) only once the section comes near the screen. */
  children: () => ReactNode;
  /** Space kept until then, so nothing below jumps. */
  minHeight: number;
  /** How far below the screen the section starts loading. */
  margin?: number;
};

/** A below-the-fold section: its code and data wait until the player scrolls towards it. */
export function LazySection({ children, minHeight, margin = 160 }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  // a server render keeps the space too (the browser decides what is near); a browser without observers shows it all
  const [near, setNear] = useState(() => typeof window !== 'undefined' && typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    const element = ref.current;
    if (near || !element) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        setNear(true);
        observer.disconnect();
      },
      { rootMargin: `0px 0px ${margin}px 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, margin]);

  const space = <div ref={ref} className="lazy-section__space" style={{ minHeight }} aria-hidden="true" />;
  return near ? <Suspense fallback={space}>{children()}</Suspense> : space;
}
