/**
 * A request body exactly as sent and signed, byte for byte; a pretty view is an option, labelled
 * as such, because a re-indented body is not what the signature covers.
 */
import { useState } from 'react';
import { prettyBody } from '../../shared/format';

export function BodyView({ body }: { body: string }) {
  const [pretty, setPretty] = useState(false);
  const bytes = new TextEncoder().encode(body).length;
  return (
    <div className="body-view">
      <div className="body-view-head">
        <span className="muted small" data-testid="body-mode">
          {pretty ? 'Pretty view: re-indented, not the signed bytes' : `Exact bytes as sent and signed (${bytes} bytes)`}
        </span>
        <label className="small">
          <input type="checkbox" checked={pretty} onChange={(event) => setPretty(event.target.checked)} /> pretty view
        </label>
      </div>
      <pre className="body-text" data-testid="request-body">
        {(pretty ? prettyBody(body) : body) || '(empty body)'}
      </pre>
    </div>
  );
}
