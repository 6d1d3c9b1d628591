/**
 * A button that copies text to the clipboard and says so. `name` tells apart many on one screen
 * (a key's, an id's) for a screen reader; what it shows is `label`.
 */
import { useState } from 'react';

export function CopyButton({ text, label = 'Copy', name }: { text: string; label?: string; name?: string }) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      setState('copied');
    } catch {
      // No clipboard permission (an iframe, plain http): the text stays selectable.
      setState('failed');
    }
  }
  return (
    <button type="button" className="button button--small" onClick={() => void copy()} aria-label={state === 'idle' ? name : undefined}>
      {state === 'copied' ? 'Copied' : state === 'failed' ? 'Select and copy by hand' : label}
    </button>
  );
}
