/** One registered webhook: its settings to edit, its secret, its products and their statuses. */
import { useState } from 'react';
import type { WebhookView } from '../hooklab-api';
import { AssignProductForm, productLabel } from './assign-product-form';
import { CustomEventForm } from './custom-event-form';
import { Disclosure } from './disclosure';
import { useManagerStore } from '../manager-store';
import { ProductNotifications } from './product-notifications';
import { ReceiverCheck } from './receiver-check';
import { TemplatePreviewer } from '../template';
import { SecretReveal } from './secret-reveal';
import { WebhookForm } from './webhook-form';

export function WebhookEntry({ webhook }: { webhook: WebhookView }) {
  const [editing, setEditing] = useState(false);
  const update = useManagerStore((state) => state.update);
  const assign = useManagerStore((state) => state.assign);
  const products = useManagerStore((state) => state.products);
  // A product of another partner, or one past the newest page, still shows, by its id.
  const nameOf = (productId: string) => {
    const product = products.find((candidate) => candidate.id === productId);
    return product ? productLabel(product) : productId;
  };
  const isNew = useManagerStore((state) => state.createdId === webhook.id);

  async function save(input: Parameters<typeof update>[1]) {
    const failure = await update(webhook.id, input);
    if (!failure) setEditing(false);
    return failure;
  }

  return (
    <li className="webhook-entry" data-testid="webhook-entry" aria-label={`Webhook ${webhook.name ?? webhook.id}`}>
      <div className="panel-head">
        <strong>{webhook.name || 'Unnamed webhook'}</strong>
        {isNew && <span className="badge badge--ok">registered</span>}
        <button type="button" className="button button--small" aria-expanded={editing} onClick={() => setEditing(!editing)}>
          {editing ? 'Close' : 'Edit'}
        </button>
      </div>
      <code className="small">
        {webhook.method} {webhook.endpoint} · expects {webhook.expectedCode} · {webhook.retries} retries
      </code>
      <code className="selectable small muted" data-testid="webhook-id">
        {webhook.id}
      </code>
      {editing && <WebhookForm initial={webhook} submitLabel="Save webhook" onSubmit={save} />}
      <SecretReveal webhookId={webhook.id} />
      {webhook.productIds.length > 0 && <p className="small muted">Products and the statuses that notify them:</p>}
      {webhook.productIds.map((productId) => (
        <ProductNotifications key={productId} productId={productId} name={nameOf(productId)} />
      ))}
      <AssignProductForm products={products} assigned={webhook.productIds} onAssign={(productId) => assign(webhook.id, productId)} />
      <Disclosure summary="requestTemplate and preview">
        <TemplatePreviewer webhook={webhook} />
      </Disclosure>
      <Disclosure summary="Check my receiver">
        <ReceiverCheck webhookId={webhook.id} />
      </Disclosure>
      <Disclosure summary="Send a custom event">
        <CustomEventForm webhookId={webhook.id} />
      </Disclosure>
    </li>
  );
}
