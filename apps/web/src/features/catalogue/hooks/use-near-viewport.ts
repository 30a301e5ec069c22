import { type RefObject, useEffect, useState } from 'react';

/**
 * Whether the element has come within `margin` of the viewport (and stays true after): what a
 * section below the fold waits for before asking the API, so a page's first load asks nothing for
 * it. False on the first render, the server's included (the browser's first render must match the
 * server's HTML); without IntersectionObserver it turns true right after.
 */
export function useNearViewport(ref: RefObject<Element | null>, margin = '300px'): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      // After this render, as an observer's callback would be.
      const timer = setTimeout(() => setNear(true), 0);
      return () => clearTimeout(timer);
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, margin, near]);
  return near;
}
