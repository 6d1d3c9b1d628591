/**
 * The entry of the hosted checkout the Node server serves at `redirectUrl` itself
 * (`/checkout/<productId>?externalId=<hash>`), for the shopper's browser: the checkout screen
 * alone, talking to the server that served it. A chunk graph of its own, with neither msw nor
 * the in-page gateway nor the playground's router, so a phone on a slow network downloads only
 * the checkout. The static build opens its checkout through the app's hash route instead.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { CheckoutPage } from '../../ui/checkout';
import { createSandboxClient } from '../../ui/shared/sandbox-client';
import { connectSandbox } from '../../ui/shared/sandbox-connection';
import { remoteGatewayOf } from '../remote-gateway';
import { hostedCheckoutOf } from './hosted-checkout-address';
import { serverChanges } from './server-changes';
import '../../ui/styles.css';

/** The shopper is not told about the server's reach: the stream only tries again, quietly. */
const UNREPORTED = { lost() {}, found() {} };

const root = document.getElementById('root')!;
const gateway = remoteGatewayOf(document);
if (!gateway) {
  // Opened from a static host: there the checkout is the app's own page (`./#/checkout/…`).
  const message = document.createElement('p');
  message.className = 'boot-message boot-message--error';
  message.textContent = 'This page is the hosted checkout of the Node server. Open the link the payment answered (redirectUrl).';
  root.replaceChildren(message);
} else {
  connectSandbox({
    client: createSandboxClient({ base: gateway.base, status: gateway.status }),
    // Paid on another device or moved by the merchant: the server's change stream says so at once.
    changes: serverChanges(gateway.base, UNREPORTED),
    // The checkout keeps no logs (only the console does).
    openLog: () => Promise.reject(new Error('The hosted checkout keeps no logs')),
  });
  const { productId, paymentHash } = hostedCheckoutOf(new URL(location.href));
  createRoot(root).render(
    <StrictMode>
      <main className="app-main" data-screen="checkout">
        <CheckoutPage productId={productId} paymentHash={paymentHash} />
      </main>
    </StrictMode>,
  );
}
