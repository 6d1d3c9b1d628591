/** A countdown that calls `onDone` once, after `delayMs`, unless stopped or unmounted first. */
import { useEffect, useRef, useState } from 'react';

/** Milliseconds left, `null` when there is no countdown (`delayMs` null) or it was stopped. */
export function useCountdown(delayMs: number | null, onDone: () => void): { left: number | null; stop(): void } {
  const [left, setLeft] = useState<number | null>(delayMs);
  const [stopped, setStopped] = useState(false);
  const done = useRef(onDone);
  useEffect(() => {
    done.current = onDone;
  });

  useEffect(() => {
    if (delayMs === null || stopped) return;
    const end = performance.now() + delayMs;
    setLeft(delayMs);
    const tick = setInterval(() => setLeft(Math.max(0, end - performance.now())), 250);
    const timer = setTimeout(() => {
      clearInterval(tick);
      setLeft(0);
      done.current();
    }, delayMs);
    return () => {
      clearInterval(tick);
      clearTimeout(timer);
    };
  }, [delayMs, stopped]);

  return { left: delayMs === null || stopped ? null : left, stop: () => setStopped(true) };
}
