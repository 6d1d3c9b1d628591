/**
 * Whether an element has come near the screen, once: the reference draws an operation's tables
 * and examples only then, so a page of seventy-odd operations shows at once. Where there is no
 * IntersectionObserver, everything counts as near.
 */
import { useEffect, useState, type RefObject } from 'react';

/** How far below (and above) the screen an operation starts drawing, so scrolling finds it drawn. */
const AHEAD = '1200px 0px';

export function useNearView(element: RefObject<HTMLElement | null>, already = false): boolean {
  const [near, setNear] = useState(already || typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const target = element.current;
    if (near || !target) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: AHEAD },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [element, near]);
  return near;
}
