/**
 * What a copy button copied, shown as text to select for browsers that refuse the clipboard (an
 * insecure address, a denied permission). The text area is labelled by what it holds; the
 * "copied" message is a live status of its own, outside the label, so it names nothing.
 */
export function CopiedText({ what, text, copied, rows = 2 }: { what: string; text: string; copied: boolean; rows?: number }) {
  return (
    <div className="field copy-result">
      <span role="status">{copied ? `Copied the ${what}:` : `Copy the ${what} from here:`}</span>
      <textarea aria-label={`The ${what}`} readOnly value={text} rows={rows} onFocus={(event) => event.target.select()} />
    </div>
  );
}
