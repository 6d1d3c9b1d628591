/**
 * The requestTemplate previewer: edit the template and see, live, the exact call a delivery
 * would make for a stored payment (or a sample): method, URL, every header the webhook is
 * configured with, Content-Type and the X-Service-Signature at the real time now (as a delivery
 * sent now is signed), and the body byte for byte. Save writes the template to the webhook.
 */
import { useMemo, useState } from 'react';
import { NOTIFIABLE_STATUSES, type NotifiableStatus, type OutgoingRequest } from '../../../gateway';
import { useRealNow } from '../clock';
import type { WebhookView } from '../hooklab-api';
import { useManagerStore } from '../manager-store';
import { useWebhookSecret } from '../use-webhook-secret';
import { OutgoingRequestView } from './outgoing-request-view';
import { previewDelivery } from './preview-delivery';
import { analyzeTemplate } from './template-analysis';
import { TemplateEditor } from './template-editor';
import { usePreviewVariables } from './use-preview-variables';

export function TemplatePreviewer({ webhook }: { webhook: WebhookView }) {
  const [text, setText] = useState(() => (webhook.requestTemplate === undefined ? '' : JSON.stringify(webhook.requestTemplate, null, 2)));
  const [paymentHash, setPaymentHash] = useState('');
  const [status, setStatus] = useState<NotifiableStatus>('COMPLETED');
  const [saveNote, setSaveNote] = useState<{ ok: boolean; text: string } | null>(null);
  const update = useManagerStore((state) => state.update);
  const nowMs = useRealNow();
  const { secret } = useWebhookSecret(webhook.id);
  const { variables, error: paymentError } = usePreviewVariables(paymentHash, status);
  const analysis = useMemo(
    () => (text.trim() === '' ? { ok: true as const, template: undefined, problems: [] } : analyzeTemplate(text)),
    [text],
  );
  const preview = useMemo<OutgoingRequest | null>(
    () => (analysis.ok && secret !== null ? previewDelivery({ webhook, template: analysis.template, variables, secret, nowMs }) : null),
    [analysis, webhook, variables, secret, nowMs],
  );

  async function save() {
    if (!analysis.ok) return;
    const failure = await update(webhook.id, { requestTemplate: analysis.template ?? null });
    setSaveNote(failure ? { ok: false, text: failure } : { ok: true, text: 'Template saved: the next notification uses it.' });
  }

  return (
    <div className="preview-grid" data-testid="template-previewer">
      <div className="manager">
        <TemplateEditor label="requestTemplate" value={text} onChange={setText} problems={analysis.problems} />
        <p className="muted small">Empty sends the default payload. Type {'{{'} for the variables; hover one to see what it holds.</p>
        {analysis.problems.length > 0 && (
          <ul className="template-problems small" aria-label="Template problems" data-testid="template-problems">
            {analysis.problems.map((problem) => (
              <li key={`${problem.offset}-${problem.message}`}>{problem.message}</li>
            ))}
          </ul>
        )}
        <div className="form-actions">
          <button type="button" className="button button--primary" disabled={!analysis.ok} onClick={() => void save()}>
            Save template
          </button>
        </div>
        {saveNote && (
          <p className={`notice ${saveNote.ok ? 'notice--ok' : 'notice--error'} small`} role="status">
            {saveNote.text}
          </p>
        )}
      </div>
      <div className="manager">
        <div className="manager-row">
          <label className="field">
            <span>Payment hash (empty: a sample payment)</span>
            <input value={paymentHash} onChange={(event) => setPaymentHash(event.target.value)} spellCheck={false} />
          </label>
          <label className="field">
            <span>As if it moved to</span>
            <select value={status} onChange={(event) => setStatus(event.target.value as NotifiableStatus)}>
              {NOTIFIABLE_STATUSES.map((option) => (
                <option key={option}>{option}</option>
              ))}
            </select>
          </label>
        </div>
        {paymentError && <p className="notice notice--error small">{paymentError}: showing the sample payment.</p>}
        {preview && (
          <>
            <OutgoingRequestView request={preview} />
            <p className="muted small">
              Signed at the real time now, as every delivery is (simulated time moves its dates, not <code>t</code>); <code>requestId</code>{' '}
              is a sample, since every notification gets its own.
            </p>
          </>
        )}
      </div>
    </div>
  );
}
