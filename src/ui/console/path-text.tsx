/**
 * A path in monospace that breaks only after a slash: in a narrow column a character-by-character
 * break made `/api/pay/product/{productId}` unreadable. Each segment is its own text node, so a
 * line break can only fall between them (CSS still cuts a segment wider than the whole line).
 */
import { Fragment } from 'react';

export function PathText({ path, className }: { path: string; className: string }) {
  const segments = path.split(/(?<=\/)/);
  return (
    <span className={className}>
      {segments.map((segment, index) => (
        <Fragment key={index}>
          {segment}
          {/* Inline, as browsers have it: an accessible name computed without styles then has no gaps. */}
          {index < segments.length - 1 && <wbr style={{ display: 'inline' }} />}
        </Fragment>
      ))}
    </span>
  );
}
