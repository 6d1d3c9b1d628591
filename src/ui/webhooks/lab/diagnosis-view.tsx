/** The lab's verdict: verified, valid but stale, or refused; each cause, the byte diff, and what the HMAC covered. */
import type { Diagnosis, Verdict } from './signature-diagnosis';

/** A valid but stale signature is a warning: the call was right, only the time has passed. */
const VERDICT_LOOK: Record<Verdict, string> = { verifies: 'notice--ok', stale: 'notice--warn', 'does-not-verify': 'notice--error' };

export function DiagnosisView({ diagnosis }: { diagnosis: Diagnosis }) {
  return (
    <div className="diagnosis" data-testid="diagnosis">
      <p className={`notice ${VERDICT_LOOK[diagnosis.verdict]}`} role="status" data-testid="verdict">
        {diagnosis.summary}
      </p>
      {diagnosis.causes.length > 0 && (
        <ul className="causes" aria-label={diagnosis.verdict === 'stale' ? 'Why a receiver refuses it now' : 'Why it does not verify'}>
          {diagnosis.causes.map((cause) => (
            <li key={cause.kind} data-testid={`cause-${cause.kind}`}>
              {cause.message}
              {cause.kind === 'body-changed' && (
                <dl className="facts facts--compact byte-diff">
                  <dt>Sent</dt>
                  <dd>
                    <code>{cause.diff.sentExcerpt}</code>
                  </dd>
                  <dt>Received</dt>
                  <dd>
                    <code>{cause.diff.receivedExcerpt}</code>
                  </dd>
                </dl>
              )}
            </li>
          ))}
        </ul>
      )}
      {diagnosis.signedString !== null && (
        <dl className="facts lab-facts">
          <dt>Signed string</dt>
          <dd>
            <pre className="body-text" data-testid="signed-string">
              {diagnosis.signedString}
            </pre>
          </dd>
          <dt>Expected v1</dt>
          <dd>
            <code className="selectable" data-testid="expected-hmac">
              {diagnosis.expectedHmac}
            </code>
          </dd>
          <dt>Received v1</dt>
          <dd>
            <code className="selectable">{diagnosis.receivedHmac}</code>
          </dd>
        </dl>
      )}
    </div>
  );
}
