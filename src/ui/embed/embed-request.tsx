/**
 * The embed's request view: the scenario's title, which step failed if one did, the shown step
 * (its checkout opening in the frame, a deliveries answer drawn as the timeline) and, once the
 * embed's gateway has sent webhooks, their timeline.
 */
import { lazy, Suspense, type MouseEvent } from 'react';
import type { DeliveryAttempt } from '../../gateway';
import { type AnswerViewOptions, useScenarioStore, ShownStep, jsonOf, type StepAnswer } from '../scenarios';
import { checkoutTargetOf, type CheckoutTarget } from './checkout-target';
import { troubledStepIndex } from './troubled-step';

const DeliveryTimeline = lazy(() => import('./delivery-timeline').then((m) => ({ default: m.DeliveryTimeline })));
const FailedStep = lazy(() => import('./failed-step').then((m) => ({ default: m.FailedStep })));
const LiveDeliveries = lazy(() => import('./live-deliveries').then((m) => ({ default: m.LiveDeliveries })));

/** `sentWebhooks`: the embed's gateway has written a delivery (see `useDeliveriesWritten`). */
export function EmbedRequest({
  app,
  sentWebhooks,
  onCheckout,
}: {
  app: string;
  sentWebhooks: boolean;
  onCheckout: (target: CheckoutTarget) => void;
}) {
  const title = useScenarioStore((state) => state.title);
  const answer = useScenarioStore((state) => state.answer);
  const troubled = useScenarioStore((state) => troubledStepIndex(state.steps, state.shown) >= 0);
  const answerDrawsDeliveries = answer !== null && deliveriesIn(answer) !== undefined;
  const options: AnswerViewOptions = {
    renderRedirect(url) {
      const target = checkoutTargetOf(url, app);
      if (!target) return undefined;
      // A link to the checkout's address that opens it here: the full app at that address has no
      // access to this frame's gateway, so even a new tab would not find the payment.
      const openHere = (event: MouseEvent) => {
        event.preventDefault();
        onCheckout(target);
      };
      return (
        <p className="redirect">
          <a className="button button--small button--primary" href={url} onClick={openHere}>
            Open the checkout here
          </a>
          <code className="selectable small">{url}</code>
        </p>
      );
    },
    renderBody(shown) {
      const attempts = deliveriesIn(shown);
      if (!attempts) return undefined;
      return (
        <Suspense fallback={<p className="muted">Drawing the deliveries…</p>}>
          <DeliveryTimeline attempts={attempts} />
        </Suspense>
      );
    },
  };

  return (
    <>
      <header className="embed-header">
        <h1>{title || 'Scenario'}</h1>
        <span className="badge badge--sandbox">sandbox</span>
      </header>
      {troubled && (
        <Suspense fallback={null}>
          <FailedStep />
        </Suspense>
      )}
      <ShownStep answer={options} />
      {!answerDrawsDeliveries && sentWebhooks && (
        <Suspense fallback={null}>
          <LiveDeliveries />
        </Suspense>
      )}
    </>
  );
}

/** The delivery attempts an answer lists (`GET /_sandbox/deliveries`), or undefined for any other answer. */
function deliveriesIn(answer: StepAnswer): DeliveryAttempt[] | undefined {
  if (answer.status !== 200) return undefined;
  const body = jsonOf(answer);
  const isAttempt = (item: unknown) =>
    typeof item === 'object' && item !== null && ['requestId', 'attempt', 'state', 'request'].every((field) => field in item);
  return Array.isArray(body) && body.length > 0 && body.every(isAttempt) ? (body as DeliveryAttempt[]) : undefined;
}
