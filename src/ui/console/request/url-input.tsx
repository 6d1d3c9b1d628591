/**
 * The URL, wrapped over as many lines as it takes: a payment's path is longer than the field is
 * wide, and a one-line input showed only the host. Still one line of text: Enter sends, as it
 * does in an input (but not while it confirms an IME composition), and line breaks pasted in are
 * dropped.
 */
import { useEffect, useLayoutEffect, useRef, type KeyboardEvent } from 'react';

/** The console's URL field. */
export function UrlInput({ value, onChange, onEnter }: { value: string; onChange: (url: string) => void; onEnter: () => void }) {
  const field = useRef<HTMLTextAreaElement>(null);
  // As tall as its text, whenever the text or the field's width changes (CSS `field-sizing`
  // would do it, but Firefox and older Safari lack it).
  useLayoutEffect(() => {
    const textarea = field.current;
    if (textarea) fitHeight(textarea);
  }, [value]);
  useEffect(() => {
    const textarea = field.current;
    if (!textarea || typeof ResizeObserver === 'undefined') return;
    let width = textarea.clientWidth;
    const observer = new ResizeObserver(() => {
      if (textarea.clientWidth === width) return;
      width = textarea.clientWidth;
      fitHeight(textarea);
    });
    observer.observe(textarea);
    return () => observer.disconnect();
  }, []);

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key !== 'Enter' || event.shiftKey || event.ctrlKey || event.metaKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    onEnter();
  }
  return (
    <textarea
      ref={field}
      className="url-input"
      rows={1}
      value={value}
      onChange={(event) => onChange(event.target.value.replace(/[\r\n]+/g, ''))}
      onKeyDown={onKeyDown}
      spellCheck={false}
      inputMode="url"
    />
  );
}

function fitHeight(textarea: HTMLTextAreaElement): void {
  textarea.style.height = 'auto';
  textarea.style.height = `${textarea.scrollHeight + textarea.offsetHeight - textarea.clientHeight}px`;
}
