/**
 * The app shell: the header, then the screen the hash route names. The customer's checkout and
 * an embed are not the developer's app, so they show no navigation.
 */
import { Suspense, useEffect, useState } from 'react';
import { routeOf } from './routing/routes';
import {
  CheckoutPage,
  ConsolePage,
  DataPage,
  EmbedPage,
  FaultsPage,
  KeysPage,
  RecordsPage,
  ScenarioPage,
  WebhooksPage,
} from './routing/screens';
import { hrefOf, useHashLocation } from './routing/use-hash-route';
import { AppHeader } from './shell/app-header';
import { NotFoundPage } from './shell/not-found-page';
import { ServerBanner } from './shell/server-banner';

/** The whole app once the gateway runs. */
export function App() {
  const location = useHashLocation();
  const route = routeOf(location);
  const checkoutHref = useOpenedCheckoutHref(route.page === 'checkout' ? hrefOf(location.path, location.query) : null);

  if (route.page === 'embed') {
    return (
      <Suspense fallback={<p className="boot-message">Loading…</p>}>
        <EmbedPage data={route.data} />
      </Suspense>
    );
  }
  return (
    <>
      <ServerBanner />
      {route.page !== 'checkout' && <AppHeader current={route.page} checkoutHref={checkoutHref} />}
      <main className="app-main" data-screen={route.page}>
        {/* A screen's chunk loads the first time it is shown. */}
        <Suspense fallback={<p className="boot-message">Loading…</p>}>
          {route.page === 'console' && <ConsolePage />}
          {route.page === 'keys' && <KeysPage />}
          {route.page === 'webhooks' && <WebhooksPage />}
          {route.page === 'data' && <DataPage />}
          {route.page === 'records' && <RecordsPage view={route.view} />}
          {route.page === 'faults' && <FaultsPage />}
          {route.page === 'checkout' && <CheckoutPage productId={route.productId} paymentHash={route.paymentHash} />}
          {route.page === 'scenario' && <ScenarioPage data={route.data} />}
          {route.page === 'not-found' && <NotFoundPage path={route.path} />}
        </Suspense>
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
