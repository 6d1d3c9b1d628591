/** The receivers scripted so far, each with its answers, the next one marked, and its calls. */
import { describeAnswer } from './receiver-answers';
import { RECEIVER_ORIGIN } from '../../../gateway';
import type { Receiver } from '../webhooks-api';
import { useWebhooksStore } from '../webhooks-store';

/** One card per receiver; Edit fills the form with its script. */
export function ReceiverList({ onEdit }: { onEdit(receiver: Receiver): void }) {
  const receivers = useWebhooksStore((state) => state.receivers);
  const error = useWebhooksStore((state) => state.receiversError);

  if (error) return <p className="notice notice--error">The receivers could not be read: {error}</p>;
  if (receivers.length === 0) return <p className="muted small">No receiver scripted yet: every receiver answers 200.</p>;
  return (
    <ul className="receiver-list">
      {receivers.map((receiver) => (
        <li key={receiver.name} className="receiver" data-testid="receiver">
          <div className="receiver-head">
            <strong className="receiver-name">{receiver.name}</strong>
            <span className="muted small" data-testid="receiver-calls">
              {receiver.calls} {receiver.calls === 1 ? 'call' : 'calls'} so far
            </span>
            {receiver.verifySignatures && <span className="badge badge--ok">verifies signatures</span>}
            <button type="button" className="button button--small" onClick={() => onEdit(receiver)}>
              Edit
            </button>
          </div>
          <code className="small selectable">
            {RECEIVER_ORIGIN}/{receiver.name}
          </code>
          <ol className="answer-chips" aria-label={`Answers of ${receiver.name}`}>
            {receiver.answers.map((answer, index) => (
              <li
                key={index}
                className={index === nextIndex(receiver) ? 'answer-chip answer-chip--next' : 'answer-chip'}
                aria-current={index === nextIndex(receiver) ? 'step' : undefined}
                title={index === nextIndex(receiver) ? 'The next call gets this answer' : undefined}
              >
                {describeAnswer(answer)}
                {index === receiver.answers.length - 1 && receiver.answers.length > 1 ? ' (repeats)' : ''}
              </li>
            ))}
          </ol>
        </li>
      ))}
    </ul>
  );
}

/** The answer the next call gets: the one after the calls so far, or the last. */
function nextIndex(receiver: Receiver): number {
  return Math.min(receiver.calls, receiver.answers.length - 1);
}
