/**
 * The signature lab of one attempt: what was signed and with which key, and a bench where the
 * merchant pastes the secret, header and body their receiver has and sees whether it verifies
 * and, when not, why. `t` is checked against real time, as a receiver checks it against its own
 * clock: the gateway signs with real time, simulated time or not.
 */
import { useState } from 'react';
import { type DeliveryAttempt, parseSignatureHeader, SIGNATURE_HEADER, signingFor } from '../../../gateway';
import { useWebhookSecret } from '../use-webhook-secret';
import { CopyButton } from '../../shared/copy-button';
import { DiagnosisView } from './diagnosis-view';
import { SnippetsView } from './snippets-view';
import { useDiagnosis } from './use-diagnosis';

export function SignatureLab({ attempt }: { attempt: DeliveryAttempt }) {
  const sentHeader = attempt.request.headers[SIGNATURE_HEADER] ?? '';
  const { secret: webhookSecret, error: secretError } = useWebhookSecret(attempt.webhookId);
  // Prefilled with the webhook's secret once read; whatever the merchant types wins.
  const [typedSecret, setSecret] = useState<string | null>(null);
  const secret = typedSecret ?? webhookSecret ?? '';
  const [header, setHeader] = useState(sentHeader);
  const [body, setBody] = useState(attempt.request.body);
  const [tolerance, setTolerance] = useState(300);
  const diagnosis = useDiagnosis(
    sentHeader && webhookSecret !== null
      ? {
          secret,
          header,
          body,
          sentBody: attempt.request.body,
          webhookSecret,
          sentT: parseSignatureHeader(sentHeader)?.t ?? null,
          // How far before its sending the gateway dated this call: 0 but for a stale-timestamp fault.
          signedEarlyBySeconds: -signingFor(attempt, webhookSecret, 0).timestampSeconds,
          toleranceSeconds: tolerance,
          nowSeconds: Math.floor(Date.now() / 1000),
        }
      : null,
  );

  if (!sentHeader) return <p className="muted small">Not signed yet: the lab opens once the attempt is sent.</p>;
  const keyUsed = webhookSecret === null ? null : signingFor(attempt, webhookSecret, 0).secret;

  return (
    <section className="signature-lab" aria-label="Signature lab">
      <h3>Signature lab</h3>
      {secretError && <p className="notice notice--error">The webhook's secret could not be read: {secretError}</p>}
      {keyUsed !== null && (
        <p className="small">
          Key used:{' '}
          <code className="selectable" data-testid="key-used">
            {keyUsed}
          </code>{' '}
          <CopyButton text={keyUsed} label="Copy key" />
          {keyUsed !== webhookSecret && <strong> (not the webhook's secret: a deliberate wrong signature)</strong>}
        </p>
      )}
      <div className="lab-inputs">
        <label className="field">
          <span>Secret your receiver uses</span>
          <input value={secret} onChange={(event) => setSecret(event.target.value)} spellCheck={false} />
        </label>
        <label className="field">
          <span>{SIGNATURE_HEADER} it received</span>
          <input value={header} onChange={(event) => setHeader(event.target.value)} spellCheck={false} />
        </label>
        <label className="field">
          <span>Body it received (raw)</span>
          <textarea value={body} rows={4} onChange={(event) => setBody(event.target.value)} spellCheck={false} />
        </label>
        <div className="lab-tolerance">
          <label className="field">
            <span>Tolerance (s)</span>
            <input
              type="number"
              min={0}
              value={tolerance}
              onChange={(event) => setTolerance(Math.max(0, Number(event.target.value) || 0))}
            />
          </label>
          <p className="muted small">
            <code>t</code> is checked against real time, as your receiver checks it against its own clock: the gateway signs every call with
            the real time it goes out, on simulated time too.
          </p>
        </div>
      </div>
      {diagnosis && <DiagnosisView diagnosis={diagnosis} />}
      <SnippetsView />
    </section>
  );
}
