/**
 * Whether an element has come near the screen, once: the reference draws an operation's tables
 * and examples only then, so a page of seventy-odd operations shows at once. Where there is no
 * IntersectionObserver, everything counts as near.
 */
import { useLayoutEffect, useState, type RefObject } from 'react';

/** How far below (and above) the screen an operation starts drawing, so scrolling finds it drawn. */
const AHEAD_PX = 1200;

export function useNearView(element: RefObject<HTMLElement | null>, already = false): boolean {
  const [near, setNear] = useState(already || typeof IntersectionObserver === 'undefined');
  // A layout effect, and a first look before the observer's: what is near at the first paint is
  // drawn whole in it, rather than growing a frame later and pushing what is below it down.
  useLayoutEffect(() => {
    const target = element.current;
    if (near || !target) return;
    // An element not laid out (no height) is left to the observer.
    const { top, bottom, height } = target.getBoundingClientRect();
    if (height > 0 && top < innerHeight + AHEAD_PX && bottom > -AHEAD_PX) return setNear(true);
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: `${AHEAD_PX}px 0px` },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [element, near]);
  return near;
}
