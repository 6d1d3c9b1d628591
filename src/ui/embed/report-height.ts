/**
 * Tells the page around the embed how tall the embed's content is, from its first answer on and
 * after every change, whether or not the frame is on screen. Chromium neither paints nor runs
 * `ResizeObserver` or `requestAnimationFrame` in an off-screen cross-site frame, so the height is
 * measured when the data changes what is shown (a DOM mutation, an image or stylesheet loading)
 * with a layout read, which the browser answers without painting. `ResizeObserver` and `resize`
 * still catch what changes the height without touching the DOM (the docs page resizing the frame,
 * wrapping text anew) once the frame is painted.
 */
import { useEffect, type RefObject } from 'react';
import { HEIGHT_MESSAGE, MEASURE_MESSAGE, SIZED_MESSAGE } from '../shared/embed-messages';

/**
 * Calls `post` with `target`'s height in whole CSS pixels now and whenever it changes (a burst
 * of changes measured once), and again on `remeasure()` even if unchanged. Answers how to stop.
 */
export function watchHeight(target: HTMLElement, post: (height: number) => void): { remeasure(): void; stop(): void } {
  let reported: number | undefined;
  let queued = false;
  const measure = (always: boolean) => {
    queued = false;
    const height = Math.ceil(target.getBoundingClientRect().height);
    if (height > 0 && (always || height !== reported)) post((reported = height));
  };
  const changed = () => {
    if (queued) return;
    queued = true;
    queueMicrotask(() => measure(false));
  };
  const mutations = new MutationObserver(changed);
  mutations.observe(target, { subtree: true, childList: true, attributes: true, characterData: true });
  const resizes = new ResizeObserver(changed);
  resizes.observe(target);
  const document = target.ownerDocument;
  const window = document.defaultView!;
  // `load` does not bubble: caught on the way down, it covers every image and stylesheet.
  document.addEventListener('load', changed, true);
  window.addEventListener('resize', changed);
  measure(false);
  return {
    remeasure: () => measure(true),
    stop() {
      mutations.disconnect();
      resizes.disconnect();
      document.removeEventListener('load', changed, true);
      window.removeEventListener('resize', changed);
    },
  };
}

/**
 * While mounted in a frame: reports `element`'s height to the parent window (see `watchHeight`),
 * and again whenever asked; once the parent says it sizes the frame to fit, the embed's document
 * stops offering a scrollbar of its own.
 */
export function useReportHeight(element: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const target = element.current;
    if (!target || window.parent === window) return;
    const watch = watchHeight(target, (height) => window.parent.postMessage({ type: HEIGHT_MESSAGE, height }, '*'));
    const onMessage = (event: MessageEvent) => {
      if (event.source !== window.parent) return;
      const type = (event.data as { type?: unknown } | null)?.type;
      if (type === MEASURE_MESSAGE) watch.remeasure();
      if (type === SIZED_MESSAGE) document.documentElement.style.overflow = 'hidden';
    };
    window.addEventListener('message', onMessage);
    return () => {
      watch.stop();
      window.removeEventListener('message', onMessage);
    };
  }, [element]);
}
