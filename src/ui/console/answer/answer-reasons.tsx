/**
 * Why the gateway gave an answer that says no reason itself: what in the request caused it,
 * beside the status. The wire stays as the interface has it; only the console explains.
 */
import { InlineCode } from '../catalogue';

export function AnswerReasons({ reasons }: { reasons: readonly string[] }) {
  if (reasons.length === 0) return null;
  return (
    <section className="answer-reasons" aria-labelledby="answer-reasons-title">
      <h3 id="answer-reasons-title">Why this answer</h3>
      <ul>
        {reasons.map((reason) => (
          <li key={reason}>
            <InlineCode text={reason} />
          </li>
        ))}
      </ul>
      <p className="muted small">
        The gateway sends no reason: the console read it from the request, by the gateway’s own schemas and routes.
      </p>
    </section>
  );
}
