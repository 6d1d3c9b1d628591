/**
 * The interface's integration order as steps that fill the editor: product, webhook, assign,
 * payment, pay, delivery. Each names an operation of the catalogue by method and path.
 */
import { useConsoleStore } from '../console-store';
import { focusRequestAfterPick } from './request-panel';

const STEPS = [
  { label: 'Create a product', method: 'POST', path: '/api/product/pay' },
  { label: 'Register a webhook', method: 'POST', path: '/api/pay/plugin/webhook' },
  { label: 'Assign it to the product', method: 'POST', path: '/api/pay/plugin/webhook/{webhookId}/products/{productId}' },
  { label: 'Create a payment', method: 'POST', path: '/api/pay/product/{productId}/subproduct/pricing' },
  { label: 'Pay it', method: 'POST', path: '/_sandbox/payments/{paymentHash}/status' },
  { label: 'See the delivery', method: 'GET', path: '/_sandbox/deliveries' },
] as const;

/**
 * Drawn at once, its steps disabled until the catalogue is read: a card arriving with the
 * catalogue pushed the whole form down under the pointer (a layout shift of 0.33).
 */
export function GuidedStart() {
  const operations = useConsoleStore((state) => state.operations);
  const operationId = useConsoleStore((state) => state.operationId);
  const pick = useConsoleStore((state) => state.pick);

  return (
    <nav className="card guided" aria-label="Integration order">
      <h2>Integration order</h2>
      <ol className="guided-steps">
        {STEPS.map((step, index) => {
          const operation = operations.find((candidate) => candidate.method === step.method && candidate.path === step.path);
          return (
            <li key={step.path}>
              <button
                type="button"
                className="button button--small"
                disabled={!operation}
                aria-current={operation && operation.id === operationId ? 'step' : undefined}
                onClick={(event) => {
                  if (!operation) return;
                  pick(operation.id);
                  focusRequestAfterPick(event.detail === 0);
                }}
              >
                {index + 1}. {step.label}
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
