/** The variables of a preview: a stored payment's payload from the gateway, or the sample. */
import { useEffect, useState } from 'react';
import type { NotifiableStatus, Payload } from '../../../gateway';
import { describeFailure } from '../../shared/sandbox-client';
import { readPayload } from '../hooklab-api';
import { SAMPLE_VARIABLES } from './template-variables';

export function usePreviewVariables(paymentHash: string, status: NotifiableStatus): { variables: Payload; error: string | null } {
  const [read, setRead] = useState<{ variables: Payload; error: string | null }>({ variables: SAMPLE_VARIABLES, error: null });
  const hash = paymentHash.trim();
  useEffect(() => {
    if (!hash) return setRead({ variables: SAMPLE_VARIABLES, error: null });
    let current = true;
    readPayload(hash, status).then(
      ({ variables }) => current && setRead({ variables, error: null }),
      (error: unknown) => current && setRead({ variables: SAMPLE_VARIABLES, error: describeFailure(error) }),
    );
    return () => {
      current = false;
    };
  }, [hash, status]);
  return read;
}
