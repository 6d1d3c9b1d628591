/** The request as curl, fetch or Node code, shown and copied with one click. */
import { useState } from 'react';
import { useConsoleStore } from '../console-store';
import { requestAsSent } from '../request';
import { SNIPPET_LABELS, snippetOf, type SnippetKind } from '../snippets';

export function SnippetPanel() {
  const typed = useConsoleStore((state) => state.request);
  const operations = useConsoleStore((state) => state.operations);
  // What the Send button sends: a keyless operation's snippet carries no key either.
  const request = requestAsSent(typed, operations);
  const [kind, setKind] = useState<SnippetKind>('curl');
  /** What the last copy said, and the snippet it was about: shown only beside that same snippet. */
  const [copied, setCopied] = useState<{ text: string; message: string } | null>(null);
  const text = snippetOf(kind, request);

  async function copy(chosen: SnippetKind) {
    setKind(chosen);
    const snippet = snippetOf(chosen, request);
    try {
      await navigator.clipboard.writeText(snippet);
      setCopied({ text: snippet, message: `${SNIPPET_LABELS[chosen]} copied` });
    } catch {
      setCopied({ text: snippet, message: 'The browser refused the clipboard: select the text below' });
    }
  }

  return (
    <details className="snippets">
      <summary>Copy as code</summary>
      <div className="snippet-buttons" role="group" aria-label="Copy the request">
        {(Object.keys(SNIPPET_LABELS) as SnippetKind[]).map((choice) => (
          <button key={choice} type="button" className="button button--small" onClick={() => void copy(choice)}>
            Copy as {SNIPPET_LABELS[choice]}
          </button>
        ))}
        <span className="muted small" role="status">
          {copied?.text === text ? copied.message : null}
        </span>
      </div>
      <pre className="body-text snippet-text" tabIndex={0} aria-label={`${SNIPPET_LABELS[kind]} snippet`}>
        {text}
      </pre>
      <p className="muted small">
        Against the Node server (<code>npm run serve</code>), set <code>BASE_URL</code> (and <code>STATUS_BASE_URL</code>) to the addresses
        it prints and <code>API_KEY</code> to one of its keys.
      </p>
    </details>
  );
}
