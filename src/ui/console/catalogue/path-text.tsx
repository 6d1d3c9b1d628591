/**
 * A path in monospace that breaks only after a slash: in a narrow column a character-by-character
 * break made `/api/pay/product/{productId}` unreadable. Each segment is its own span with a break
 * opportunity after it; the catalogue keeps each segment whole (`next-due` is not split at its
 * hyphen), the history lets a long one (a query string) wrap.
 */
import { Fragment } from 'react';

const INLINE = { display: 'inline' } as const;

export function PathText({ path, className }: { path: string; className: string }) {
  const segments = path.split(/(?<=\/)/);
  return (
    <span className={className}>
      {segments.map((segment, index) => (
        <Fragment key={index}>
          {/* Inline as browsers have them, stated: a name computed without the stylesheet then has no gaps. */}
          <span className="path-segment" style={INLINE}>
            {segment}
          </span>
          {index < segments.length - 1 && <wbr style={INLINE} />}
        </Fragment>
      ))}
    </span>
  );
}
