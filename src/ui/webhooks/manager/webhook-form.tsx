/**
 * Registers a webhook or edits one, field by field instead of JSON. The gateway checks every
 * value; its refusal is shown under the form as it answers.
 */
import { useState, type FormEvent } from 'react';
import { WEBHOOK_METHODS } from '../../../gateway';
import type { WebhookInput, WebhookView } from '../hooklab-api';
import { headersText, parseHeaders } from './headers-text';
import { Notice } from '../../shared/notice';

interface Props {
  initial?: WebhookView;
  submitLabel: string;
  /** Answers null when saved, else the gateway's error. */
  onSubmit(input: WebhookInput): Promise<string | null>;
}

export function WebhookForm({ initial, submitLabel, onSubmit }: Props) {
  const [name, setName] = useState(initial?.name ?? '');
  const [endpoint, setEndpoint] = useState(initial?.endpoint ?? 'https://hooks.gateway.test/shop');
  const [method, setMethod] = useState(initial?.method ?? 'POST');
  const [headers, setHeaders] = useState(initial ? headersText(initial.headers) : '');
  const [expectedCode, setExpectedCode] = useState(String(initial?.expectedCode ?? 200));
  const [retries, setRetries] = useState(String(initial?.retries ?? 3));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = parseHeaders(headers);
    if ('error' in parsed) return setError(parsed.error);
    // Text that is no number at all would go as null, which the gateway answers with its bare
    // 500 for a missing field; any whole number goes as typed, for the gateway to judge its range.
    const notWhole = [
      ['Expected code', expectedCode],
      ['Retries', retries],
    ].find(([, value]) => !/^\s*\d+\s*$/.test(value!));
    if (notWhole) return setError(`${notWhole[0]} must be a whole number, such as ${notWhole[0] === 'Retries' ? 3 : 200}.`);
    setBusy(true);
    const input: WebhookInput = {
      name: name.trim() || undefined,
      endpoint: endpoint.trim(),
      method: method as WebhookInput['method'],
      headers: parsed.headers,
      expectedCode: Number(expectedCode),
      retries: Number(retries),
    };
    setError(await onSubmit(input));
    setBusy(false);
  }

  return (
    <form className="manager" onSubmit={submit} aria-label={submitLabel}>
      <div className="manager-row">
        <label className="field">
          <span>Name</span>
          <input value={name} onChange={(event) => setName(event.target.value)} />
        </label>
        <label className="field field--method">
          <span>Method</span>
          <select value={method} onChange={(event) => setMethod(event.target.value)}>
            {WEBHOOK_METHODS.map((option) => (
              <option key={option}>{option}</option>
            ))}
          </select>
        </label>
      </div>
      <label className="field">
        <span>Endpoint</span>
        <input value={endpoint} onChange={(event) => setEndpoint(event.target.value)} spellCheck={false} />
      </label>
      <div className="manager-row">
        <label className="field">
          <span>Expected code</span>
          <input inputMode="numeric" value={expectedCode} onChange={(event) => setExpectedCode(event.target.value)} />
        </label>
        <label className="field">
          <span>Retries</span>
          <input inputMode="numeric" value={retries} onChange={(event) => setRetries(event.target.value)} />
        </label>
      </div>
      <label className="field">
        <span>Headers, one "Name: value" a line</span>
        <textarea rows={2} value={headers} onChange={(event) => setHeaders(event.target.value)} spellCheck={false} />
      </label>
      <div className="form-actions">
        <button type="submit" className="button button--primary" disabled={busy}>
          {submitLabel}
        </button>
      </div>
      <Notice text={error} testId="manager-error" />
    </form>
  );
}
