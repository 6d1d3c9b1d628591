/**
 * The webhook deliveries the embed's gateway has sent so far (after paying in the frame's
 * checkout, say), as the app's timeline; nothing while there are none.
 */
import { lazy, Suspense, useMemo, useState } from 'react';
import type { DeliveryAttempt } from '../../gateway';
import { useLiveData } from '../live';
import { sandbox } from '../shared/sandbox-connection';
import { oneAtATime } from '../shared/one-at-a-time';

const DeliveryTimeline = lazy(() => import('./delivery-timeline').then((m) => ({ default: m.DeliveryTimeline })));

export function LiveDeliveries() {
  const [attempts, setAttempts] = useState<DeliveryAttempt[]>([]);
  const read = useMemo(
    () =>
      oneAtATime(async () => {
        // An embed's gateway holds one example's few deliveries: all of them read at once.
        setAttempts(
          await sandbox()
            .call('GET /_sandbox/deliveries', { query: {} })
            .catch(() => []),
        );
      }),
    [],
  );
  useLiveData(['deliveries'], read);
  if (attempts.length === 0) return null;
  return (
    <section className="embed-deliveries" aria-labelledby="embed-deliveries-title">
      <h2 id="embed-deliveries-title">Webhook deliveries</h2>
      <Suspense fallback={<p className="muted">Drawing the deliveries…</p>}>
        <DeliveryTimeline attempts={attempts} />
      </Suspense>
    </section>
  );
}
