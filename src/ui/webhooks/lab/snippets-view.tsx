/** Verification code for Node, Python and PHP, one tab each, copyable. */
import { useState } from 'react';
import { CopyButton } from '../../shared/copy-button';
import { VERIFICATION_SNIPPETS } from './verification-snippets';

export function SnippetsView() {
  const [chosen, setChosen] = useState(0);
  const snippet = VERIFICATION_SNIPPETS[chosen]!;
  return (
    <div className="snippets">
      <div className="snippet-tabs" role="group" aria-label="Verification code">
        {VERIFICATION_SNIPPETS.map((item, index) => (
          <button
            key={item.language}
            type="button"
            className={`button button--small${index === chosen ? ' button--primary' : ''}`}
            aria-pressed={index === chosen}
            onClick={() => setChosen(index)}
          >
            {item.language}
          </button>
        ))}
        <CopyButton text={snippet.code} label={`Copy ${snippet.language} code`} />
      </div>
      <pre className="body-text snippet-code">{snippet.code}</pre>
    </div>
  );
}
