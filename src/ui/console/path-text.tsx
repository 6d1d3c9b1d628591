/**
 * A path in monospace that breaks only after a slash: in a narrow column a character-by-character
 * break made `/api/pay/product/{productId}` unreadable. Each segment is its own span with a break
 * opportunity after it; the catalogue keeps each segment whole (`next-due` is not split at its
 * hyphen), the history lets a long one (a query string) wrap.
 */
import { Fragment } from 'react';

export function PathText({ path, className }: { path: string; className: string }) {
  const segments = path.split(/(?<=\/)/);
  return (
    <span className={className}>
      {segments.map((segment, index) => (
        <Fragment key={index}>
          <span className="path-segment">{segment}</span>
          {/* Inline, as browsers have it: an accessible name computed without styles then has no gaps. */}
          {index < segments.length - 1 && <wbr style={{ display: 'inline' }} />}
        </Fragment>
      ))}
    </span>
  );
}
