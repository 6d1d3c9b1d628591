/** A webhook's signingSecret, read through the sandbox helper; null until read. */
import { useEffect, useState } from 'react';
import { describeFailure } from '../shared/sandbox-client';
import { readSecret } from './hooklab-api';

export function useWebhookSecret(webhookId: string): { secret: string | null; error: string | null } {
  const [read, setRead] = useState<{ secret: string | null; error: string | null }>({ secret: null, error: null });
  useEffect(() => {
    let current = true;
    readSecret(webhookId).then(
      ({ signingSecret }) => current && setRead({ secret: signingSecret, error: null }),
      (error: unknown) => current && setRead({ secret: null, error: describeFailure(error) }),
    );
    return () => {
      current = false;
    };
  }, [webhookId]);
  return read;
}
