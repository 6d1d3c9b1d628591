/** "Copy link" and "Copy embed": the scenario's link and an embed snippet, to the clipboard. */
import { useId, useState } from 'react';
import { CopiedText } from './copied-text';
import { embedSnippet, scenarioLink } from './scenario-links';

/** The app's own address, without its workspace or route: what scenario links start with. */
export function appAddress(): string {
  return `${location.origin}${location.pathname}`;
}

interface CopyActionsProps {
  /** The link's `<data>`, or how to make it from what is on screen at the moment of the click. */
  data: string | (() => Promise<string>);
  title: string;
  /** Why there is nothing to copy now; the buttons are off and say so. */
  refused?: string | null;
  /** What is on screen; a copy made of something else since is no longer shown to select. */
  version?: string;
}

/**
 * Two buttons; what was copied is also shown as text to select, for browsers that refuse the
 * clipboard (an insecure address, a denied permission).
 */
export function CopyActions({ data, title, refused, version }: CopyActionsProps) {
  const [copied, setCopied] = useState<{ what: string; text: string; ok: boolean; version?: string } | null>(null);
  const reasonId = useId();

  async function copy(what: 'link' | 'embed') {
    const linkData = typeof data === 'string' ? data : await data();
    const text = what === 'link' ? scenarioLink(appAddress(), linkData) : embedSnippet(appAddress(), linkData, title);
    try {
      await navigator.clipboard.writeText(text);
      setCopied({ what, text, ok: true, version });
    } catch {
      setCopied({ what, text, ok: false, version });
    }
  }

  const off = refused ? { disabled: true, 'aria-describedby': reasonId } : {};
  return (
    <div className="copy-actions">
      <div className="copy-buttons">
        <button type="button" className="button" onClick={() => void copy('link')} {...off}>
          Copy link
        </button>
        <button type="button" className="button" onClick={() => void copy('embed')} {...off}>
          Copy embed
        </button>
      </div>
      {refused && (
        <p className="notice notice--warn copy-refused" id={reasonId}>
          Copy link and Copy embed are off until this is mended: {refused}
        </p>
      )}
      {copied && !refused && copied.version === version && (
        <CopiedText what={copied.what} text={copied.text} copied={copied.ok} rows={copied.what === 'embed' ? 3 : 2} />
      )}
    </div>
  );
}
