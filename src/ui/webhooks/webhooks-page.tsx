/**
 * The webhook inspector: the gateway's clock, every delivery attempt with its request and answer,
 * and the scripted receivers. It reads through the sandbox helpers and follows stored changes,
 * so attempts made by any tab show up here without a reload.
 */
import { useEffect } from 'react';
import { ClockPanel } from './clock-panel';
import { DeliveriesPanel } from './deliveries-panel';
import { ReceiversPanel } from './receivers-panel';
import { useWebhooksStore } from './webhooks-store';

/** The Webhooks screen. */
export function WebhooksPage() {
  const watch = useWebhooksStore((state) => state.watch);
  useEffect(() => watch(), [watch]);

  return (
    <section className="page">
      <header className="page-intro">
        <h1>Webhooks</h1>
        <p>
          Every notification the gateway sends, attempt by attempt, with the signed request and the answer. Script the
          receivers to fail and move simulated time to watch the retries.
        </p>
      </header>
      <div className="webhooks-grid">
        <div className="webhooks-clock">
          <ClockPanel />
        </div>
        <div className="webhooks-deliveries">
          <DeliveriesPanel />
        </div>
        <div className="webhooks-receivers">
          <ReceiversPanel />
        </div>
      </div>
    </section>
  );
}
