/** A webhook's signingSecret, read only when asked for, with a copy button. */
import { useState } from 'react';
import { describeFailure } from '../../shared/sandbox-client';
import { readSecret } from '../hooklab-api';
import { CopyButton } from '../../shared/copy-button';

export function SecretReveal({ webhookId }: { webhookId: string }) {
  const [secret, setSecret] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function show() {
    try {
      setSecret((await readSecret(webhookId)).signingSecret);
    } catch (failure) {
      setError(describeFailure(failure));
    }
  }

  if (secret === null) {
    return (
      <p className="small">
        <button type="button" className="button button--small" onClick={() => void show()}>
          Show signing secret
        </button>
        {error && <span className="status--error"> {error}</span>}
      </p>
    );
  }
  return (
    <p className="small">
      signingSecret{' '}
      <code className="selectable" data-testid="signing-secret">
        {secret}
      </code>{' '}
      <CopyButton text={secret} label="Copy secret" />{' '}
      <button type="button" className="button button--small" onClick={() => setSecret(null)}>
        Hide
      </button>
    </p>
  );
}
