/** The app shell: the header, then the screen the hash route names. */
import { useEffect, useState } from 'react';
import { CheckoutPage } from './checkout/checkout-page';
import { ConsolePage } from './console/console-page';
import { DataPage } from './data/data-page';
import { useConsoleStore } from './console/console-store';
import { FaultsPage } from './faults/faults-page';
import { KeysPage } from './keys/keys-page';
import { useKeysStore } from './keys/keys-store';
import { newestSandboxKey } from './keys/partner-keys';
import { RecordsPage } from './records/records-page';
import { routeOf } from './routing/routes';
import { hrefOf, useHashLocation } from './routing/use-hash-route';
import { AppHeader } from './shell/app-header';
import { NotFoundPage } from './shell/not-found-page';
import { WebhooksPage } from './webhooks/webhooks-page';

/** The whole app once the gateway runs. */
export function App() {
  const location = useHashLocation();
  const route = routeOf(location);
  const checkoutHref = useOpenedCheckoutHref(route.page === 'checkout' ? hrefOf(location.path, location.query) : null);
  useNewestKeyForConsole();

  return (
    <>
      <AppHeader current={route.page} checkoutHref={checkoutHref} />
      <main className="main">
        {route.page === 'console' && <ConsolePage />}
        {route.page === 'keys' && <KeysPage />}
        {route.page === 'webhooks' && <WebhooksPage />}
        {route.page === 'data' && <DataPage />}
        {route.page === 'records' && <RecordsPage view={route.view} />}
        {route.page === 'faults' && <FaultsPage />}
        {route.page === 'checkout' && <CheckoutPage productId={route.productId} paymentHash={route.paymentHash} />}
        {route.page === 'not-found' && <NotFoundPage path={route.path} />}
      </main>
    </>
  );
}

/** The Checkout tab appears once a checkout link was opened in this tab, and keeps pointing at it. */
function useOpenedCheckoutHref(currentCheckout: string | null): string | null {
  const [href, setHref] = useState<string | null>(null);
  useEffect(() => {
    if (currentCheckout) setHref(currentCheckout);
  }, [currentCheckout]);
  return href;
}

/** Keeps the console's key on the newest sandbox key until the person types their own. */
function useNewestKeyForConsole(): void {
  const partners = useKeysStore((state) => state.partners);
  const offerKey = useConsoleStore((state) => state.offerKey);
  useEffect(() => offerKey(newestSandboxKey(partners)), [partners, offerKey]);
}
