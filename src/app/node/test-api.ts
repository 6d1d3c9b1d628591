/**
 * The test API of a running sandbox (`startSandbox()`'s answer): each method is one call to the
 * sandbox's own `/_sandbox/` helpers over HTTP, the routes and rules the page and `curl` use, so a
 * test drives exactly what a merchant's back end meets. Its types are the entry's (index.ts).
 */
import type { DeliveriesQuery, PayOptions, SandboxDeliveryAttempt, SandboxPartner, SandboxPayment, SandboxTestApi } from './index';

/** The code the test API pays BLIK with unless told otherwise: the sandbox accepts codes starting 777. */
const BLIK_CODE = '777123';

export function testApi(baseUrl: string): SandboxTestApi {
  /** One helper call; a refusal rejects with the helper's status and message. */
  async function helper<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
    const init: RequestInit = body === undefined ? { method } : { method, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) };
    const response = await fetch(`${baseUrl}/_sandbox${path}`, init);
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} /_sandbox${path} answered ${response.status}: ${messageOf(text)}`);
    return (text ? JSON.parse(text) : undefined) as T;
  }
  const payment = (hash: string) => `/payments/${encodeURIComponent(hash)}`;
  return {
    createPartner: ({ name } = {}) => helper<SandboxPartner>('POST', '/partners', name === undefined ? {} : { name }),
    async pay(paymentHash, { paymentMethod = 'BLIK', blikCode }: PayOptions = {}) {
      const body = paymentMethod === 'BLIK' ? { paymentMethod, blikCode: blikCode ?? BLIK_CODE } : { paymentMethod, blikCode };
      return (await helper<{ payment: SandboxPayment }>('POST', `/checkout/${encodeURIComponent(paymentHash)}/pay`, body)).payment;
    },
    move: (paymentHash, status) => helper<SandboxPayment>('POST', `${payment(paymentHash)}/status`, { status }),
    advance: (ms) => helper('POST', '/clock/advance', { ms }),
    deliveries({ paymentHash, webhookId }: DeliveriesQuery = {}) {
      const query = new URLSearchParams();
      if (paymentHash !== undefined) query.set('paymentHash', paymentHash);
      if (webhookId !== undefined) query.set('webhookId', webhookId);
      const search = query.size > 0 ? `?${query}` : '';
      return helper<SandboxDeliveryAttempt[]>('GET', `/deliveries${search}`);
    },
    async reset() {
      await helper('POST', '/reset');
    },
  };
}

/** The `message` of a `{status, message}` answer, else the text itself. */
function messageOf(text: string): string {
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === 'object' && 'message' in parsed) return String(parsed.message);
  } catch {
    // Not JSON: the text as it is.
  }
  return text;
}
