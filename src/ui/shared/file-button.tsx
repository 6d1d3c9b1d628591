/**
 * A button that opens the browser's file chooser. A `<label>` around a hidden file input looks
 * like a button but cannot be reached with Tab; a real button that clicks the hidden input can,
 * and Enter or Space opens the chooser as a click does.
 */
import { useRef, type ReactNode } from 'react';

interface Props {
  accept: string;
  onFile(file: File | undefined): void;
  children: ReactNode;
  disabled?: boolean;
  /** The hidden input's own name, for tools that hand it a file (a test's setInputFiles). */
  inputLabel?: string;
}

export function FileButton({ accept, onFile, children, disabled, inputLabel }: Props) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <button type="button" className="button" onClick={() => input.current?.click()} disabled={disabled}>
        {children}
      </button>
      <input
        ref={input}
        type="file"
        accept={accept}
        hidden
        tabIndex={-1}
        aria-label={inputLabel}
        onChange={(event) => {
          onFile(event.currentTarget.files?.[0]);
          // The same file chosen again is a change too.
          event.currentTarget.value = '';
        }}
      />
    </>
  );
}
