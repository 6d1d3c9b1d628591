/** Tells the page around the embed how tall the embed's content is, whenever that changes. */
import { useEffect, type RefObject } from 'react';
import { HEIGHT_MESSAGE, MEASURE_MESSAGE } from './embed-messages';

/** Reports `element`'s height to the parent window on every resize and whenever asked. */
export function useReportHeight(element: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const target = element.current;
    if (!target || window.parent === window) return;
    const report = () => window.parent.postMessage({ type: HEIGHT_MESSAGE, height: Math.ceil(target.getBoundingClientRect().height) }, '*');
    const onMessage = (event: MessageEvent) => {
      if (event.source === window.parent && (event.data as { type?: unknown } | null)?.type === MEASURE_MESSAGE) report();
    };
    const observer = new ResizeObserver(report);
    observer.observe(target);
    window.addEventListener('message', onMessage);
    return () => {
      observer.disconnect();
      window.removeEventListener('message', onMessage);
    };
  }, [element]);
}
