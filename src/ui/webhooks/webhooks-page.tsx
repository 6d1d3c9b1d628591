/**
 * The webhook inspector: the gateway's clock, every delivery attempt with its request and answer,
 * and the scripted receivers. Each panel reads through the sandbox helpers and follows the stored
 * changes it shows, so attempts made by any tab show up here without a reload.
 */
import { Page } from '../shared/page';
import './hooklab.css';
import { ClockPanel } from './clock';
import { DeliveriesPanel } from './deliveries';
import { ManagerPanel } from './manager';
import { ReceiversPanel } from './receivers';
import { RelayPanel } from './relay';

/** The Webhooks screen. */
export function WebhooksPage() {
  return (
    <Page
      title="Webhooks"
      intro={
        <>
          Every notification the gateway sends, attempt by attempt, with the signed request and the answer. Script the receivers to fail and
          move simulated time to watch the retries.
        </>
      }
    >
      <ManagerPanel />
      <div className="webhooks-grid">
        <div className="webhooks-clock">
          <ClockPanel />
        </div>
        <div className="webhooks-deliveries">
          <DeliveriesPanel />
        </div>
        <div className="webhooks-receivers">
          <RelayPanel />
          <ReceiversPanel />
        </div>
      </div>
    </Page>
  );
}
