/**
 * The app shell: the header, then the screen the hash route names. The customer's checkout is not
 * the developer's app, so it shows no navigation. An embed never reaches here: the page's entry
 * starts the embed's own runtime instead (src/app/page-entry.ts).
 */
import { Suspense, useEffect, useState } from 'react';
import {
  routeOf,
  CheckoutPage,
  ConsolePage,
  DataPage,
  FaultsPage,
  KeysPage,
  RecordsPage,
  ReferencePage,
  ScenarioPage,
  WebhooksPage,
} from './routing';
import { hrefOf, useHashLocation } from './shared/use-hash-route';
import { AppHeader, NotFoundPage, ServerBanner } from './shell';

/** The whole app once the gateway runs. */
export function App() {
  const location = useHashLocation();
  const route = routeOf(location);
  const checkoutHref = useOpenedCheckoutHref(route.page === 'checkout' ? hrefOf(location.path, location.query) : null);
  const previewing = usePlaygroundShownBefore(route.page !== 'checkout');

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
          {route.page === 'checkout' && (
            <CheckoutPage
              productId={route.productId}
              paymentHash={route.paymentHash}
              backHref={previewing ? hrefOf('/console') : undefined}
            />
          )}
          {route.page === 'scenario' && <ScenarioPage data={route.data} />}
          {route.page === 'reference' && <ReferencePage operationId={route.operationId} />}
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

/**
 * Whether this tab has shown a screen of the playground: a checkout reached from one is the
 * developer's preview, with a way back; one opened first (a shopper's tab) is the shopper's page.
 */
function usePlaygroundShownBefore(showingPlayground: boolean): boolean {
  const [shown, setShown] = useState(showingPlayground);
  if (showingPlayground && !shown) setShown(true);
  return shown;
}
