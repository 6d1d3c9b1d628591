import { describe, expect, it } from 'vitest';
import { freshHarness } from '../../../../test/support/api';
import { BASE, newPartner, newProduct, type Harness } from '../../../../test/support/harness';
import { findOperation, operationsOf } from '../catalogue/catalogue';
import type { ConsoleRequest } from '../console-request';
import { reasonsOf } from './reasons';

/** Sends through the real gateway and asks why it answered so, as the console does. */
async function sendAndExplain(harness: Harness, request: ConsoleRequest) {
  const response = await harness.call(request.method, request.url, { key: request.apiKey, body: request.body || undefined });
  const operations = operationsOf((await harness.json('GET', `${BASE}/_sandbox/openapi.json`)).body);
  const operation = findOperation(operations, request.method, new URL(request.url).pathname, 'base');
  const body = await response.text();
  return {
    status: response.status,
    body: JSON.parse(body) as unknown,
    reasons: reasonsOf({ request, operation, status: response.status, body }),
  };
}

async function merchant() {
  const harness = await freshHarness();
  const { keys } = await newPartner(harness);
  const product = await newProduct(harness, keys.sandbox);
  const request = (method: string, path: string, body: string): ConsoleRequest => ({
    method,
    url: `${BASE}${path}`,
    apiKey: keys.sandbox,
    headers: [],
    body,
  });
  const payment = (body: string, productId: string = product.id) =>
    request('POST', `/api/pay/product/${productId}/subproduct/pricing`, body);
  return { harness, request, payment };
}

const MALFORMED_JSON = { status: 400, message: 'Malformed JSON request. Please check your request body.' };
const SOMETHING_WENT_WRONG = { status: 500, message: 'Something went wrong' };

describe('why an answer without a reason was given', () => {
  it('a price written as a string is named: the wire still says only "Malformed JSON request"', async () => {
    const { harness, payment } = await merchant();
    const answer = await sendAndExplain(harness, payment('{"price": "1299", "externalId": "o-1"}'));
    expect(answer.body).toEqual(MALFORMED_JSON);
    expect(answer.reasons).toEqual([
      '`price` is "1299", a string; the interface takes a number there: the gateway’s JSON binding cannot read it, and answers 400 "Malformed JSON request" without naming the field.',
    ]);
  });

  it('an empty body is named as empty', async () => {
    const { harness, payment } = await merchant();
    const answer = await sendAndExplain(harness, payment(''));
    expect(answer.body).toEqual(MALFORMED_JSON);
    expect(answer.reasons).toEqual([
      expect.stringMatching(/^The body is empty: `POST \/api\/pay\/product\/\{productId\}\/subproduct\/pricing` reads a JSON object/),
    ]);
  });

  it('a malformed UUID in the path is named, with the 500 it gets', async () => {
    const { harness, payment } = await merchant();
    const answer = await sendAndExplain(harness, payment('{"price": 1299, "externalId": "o-2"}', '01a234d7'));
    expect(answer.body).toEqual(SOMETHING_WENT_WRONG);
    expect(answer.reasons).toEqual([
      '`productId` in the path is "01a234d7", which is not a UUID: the gateway answers a path id it cannot read as a UUID with its generic 500 "Something went wrong", not 400 or 404.',
    ]);
  });

  it('a body that is not JSON says where it breaks', async () => {
    const { harness, payment } = await merchant();
    const answer = await sendAndExplain(harness, payment('{"price": 1299,\n "externalId": "o-3",}'));
    expect(answer.body).toEqual(MALFORMED_JSON);
    expect(answer.reasons).toEqual([
      'The body is not JSON: a comma before a closing bracket, which JSON does not allow, at line 2, column 21. The gateway cannot read it at all, so it answers 400 "Malformed JSON request".',
    ]);
  });

  it('an enum value the schema does not list is named with the values it takes', async () => {
    const { harness, request } = await merchant();
    const answer = await sendAndExplain(harness, request('POST', '/api/product/pay', '{"productType": "PAYMENT", "name": "Mugs"}'));
    expect(answer.body).toEqual(MALFORMED_JSON);
    expect(answer.reasons).toEqual([
      '`productType` is "PAYMENT", which is not one of its values ("PAY"): the body is valid JSON, but the gateway’s JSON binding cannot read it, and answers 400 "Malformed JSON request" without naming the field.',
    ]);
  });

  it('a UUID field of the body holding other text is named', async () => {
    const { harness, request } = await merchant();
    const answer = await sendAndExplain(harness, request('POST', '/api/product/pay', '{"partnerId": "partner-1", "name": "Mugs"}'));
    expect(answer.body).toEqual(MALFORMED_JSON);
    expect(answer.reasons).toEqual([
      '`partnerId` is "partner-1", which is not a UUID: the gateway’s JSON binding cannot read it, and answers 400 "Malformed JSON request" without naming the field.',
    ]);
  });

  it('a required field whose absence is a 500 is named: externalId of a payment, expectedCode and retries of a webhook', async () => {
    const { harness, payment, request } = await merchant();
    const withoutExternalId = await sendAndExplain(harness, payment('{"price": 1299}'));
    expect(withoutExternalId.body).toEqual(SOMETHING_WENT_WRONG);
    expect(withoutExternalId.reasons).toEqual([
      '`externalId` is missing: the interface requires it, and answers a body without it with 500 "Something went wrong", not 400.',
    ]);
    const webhook = await sendAndExplain(
      harness,
      request('POST', '/api/pay/plugin/webhook', '{"endpoint": "https://hooks.gateway.test/w", "expectedCode": null}'),
    );
    expect(webhook.body).toEqual(SOMETHING_WENT_WRONG);
    expect(webhook.reasons).toEqual([expect.stringMatching(/^`expectedCode` is null: /), expect.stringMatching(/^`retries` is missing: /)]);
  });

  it('an answer that gives its own reason, or a 200, gets none', async () => {
    const { harness, payment, request } = await merchant();
    expect((await sendAndExplain(harness, payment('{"price": 1299, "externalId": "o-4"}'))).reasons).toEqual([]);
    const blank = await sendAndExplain(harness, request('POST', '/api/product/pay', '{"name": " "}'));
    expect(blank.status).toBe(400);
    expect(blank.reasons).toEqual([]);
  });
});
