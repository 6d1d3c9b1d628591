/**
 * `#/embed/<data>`: only the scenario's shown step, its editor and its answer, with no
 * navigation, sized for an iframe in someone else's page. The checkout a `redirectUrl` opens
 * shows inside the frame, with a way back; webhook deliveries show as the app's timeline.
 */
import { lazy, Suspense, useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { scenarioLink } from '../scenario-links';
import { ScenarioProblem, useScenarioStore } from '../scenarios';
import { connection } from '../shared/sandbox-connection';
import type { CheckoutTarget } from './checkout-target';
import { EmbedRequest } from './embed-request';
import { useReportHeight } from './report-height';
import '../scenarios/scenarios.css';

/** The checkout a reader opens in the frame: a chunk of its own, which an embed's answer never needs. */
const EmbedCheckout = lazy(() => import('./embed-checkout').then((m) => ({ default: m.EmbedCheckout })));

/** `app`: the full app's address (no query, no hash), where "Open in Gateway Playground" leads. */
export function EmbedPage({ data, app }: { data: string; app: string }) {
  const open = useScenarioStore((state) => state.open);
  const broken = useScenarioStore((state) => state.phase === 'broken');
  const problem = useScenarioStore((state) => state.problem);
  const [checkout, setCheckout] = useState<CheckoutTarget | null>(null);
  const frame = useRef<HTMLElement>(null);
  useEffect(() => void open(data), [open, data]);
  useReportHeight(frame);
  const back = useCallback(() => setCheckout(null), []);
  const sentWebhooks = useDeliveriesWritten();
  useFocusOnSwitch(frame, checkout !== null);

  return (
    <main className="embed" ref={frame} tabIndex={-1}>
      {broken ? (
        <ScenarioProblem problem={problem} />
      ) : checkout ? (
        <Suspense fallback={<p className="muted">Opening the checkout…</p>}>
          <EmbedCheckout target={checkout} onBack={back} />
        </Suspense>
      ) : (
        <EmbedRequest app={app} sentWebhooks={sentWebhooks} onCheckout={setCheckout} />
      )}
      <p className="embed-footer muted small">
        Runs in this page, on a sandbox gateway of its own that is gone when you leave.{' '}
        {/* A docs page frames this one: the full app opens beside it, not inside the frame. */}
        <a href={broken ? app : scenarioLink(app, data)} target="_blank" rel="noopener">
          {broken ? 'Open Gateway Playground' : 'Open in Gateway Playground'}
        </a>
      </p>
    </main>
  );
}

/**
 * Whether the embed's gateway has written a delivery since the embed started (its gateway starts
 * empty): the deliveries view, its chunk and its reads wait for the first. Watched for the
 * frame's whole life, the checkout included, where a payment sends the webhook.
 */
function useDeliveriesWritten(): boolean {
  const [written, setWritten] = useState(false);
  useEffect(() => {
    if (written) return;
    return connection().changes.onChange((changed) => {
      if (changed.includes('deliveries')) setWritten(true);
    });
  }, [written]);
  return written;
}

/**
 * When the embed switches between its request and its checkout, focus goes to the top of the new
 * view: the button that switched it is gone, and focus left on nothing starts a keyboard or
 * screen-reader user over from the top of the docs page.
 */
function useFocusOnSwitch(frame: RefObject<HTMLElement | null>, view: boolean): void {
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    frame.current?.focus({ preventScroll: true });
  }, [frame, view]);
}
