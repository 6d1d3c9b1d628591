/** "Copy link" and "Copy embed": the scenario's link and an embed snippet, to the clipboard. */
import { useState } from 'react';
import { CopiedText } from './copied-text';
import { embedSnippet, scenarioLink } from './scenario-links';

/** The app's own address, without its workspace or route: what scenario links start with. */
export function appAddress(): string {
  return `${location.origin}${location.pathname}`;
}

/**
 * Two buttons; what was copied is also shown as text to select, for browsers that refuse the
 * clipboard (an insecure address, a denied permission).
 */
export function CopyActions({ data, title }: { data: string; title: string }) {
  const [copied, setCopied] = useState<{ what: string; text: string; ok: boolean } | null>(null);

  async function copy(what: string, text: string) {
    try {
      await navigator.clipboard.writeText(text);
      setCopied({ what, text, ok: true });
    } catch {
      setCopied({ what, text, ok: false });
    }
  }

  return (
    <div className="copy-actions">
      <div className="copy-buttons">
        <button type="button" className="button" onClick={() => void copy('link', scenarioLink(appAddress(), data))}>
          Copy link
        </button>
        <button type="button" className="button" onClick={() => void copy('embed', embedSnippet(appAddress(), data, title))}>
          Copy embed
        </button>
      </div>
      {copied && <CopiedText what={copied.what} text={copied.text} copied={copied.ok} rows={copied.what === 'embed' ? 3 : 2} />}
    </div>
  );
}
