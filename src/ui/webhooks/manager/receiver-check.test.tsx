// @vitest-environment happy-dom
/** Check my receiver, on the webhooks manager over the real gateway: the battery goes out, the report comes back on screen. */
import { createHmac } from 'node:crypto';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openScreenSandbox } from '../../../../test/support/ui-sandbox';
import { BASE, newPartner, type Harness } from '../../../../test/support/harness';
import { useKeysStore } from '../../keys/keys-store';
import { useWorkingKey } from '../../keys/working-key';
import { ManagerPanel } from './manager-panel';
import { useManagerStore } from '../manager-store';

const MERCHANT = 'https://merchant.example/webhooks';

let harness: Harness;
let key: string;
/** What the merchant's real endpoint (reached through fetch) answers. */
let merchantEndpoint: (request: Request) => Promise<Response>;

beforeEach(async () => {
  harness = await openScreenSandbox({
    route: (request, toSandbox) => (request.url === MERCHANT ? merchantEndpoint(request) : toSandbox(request)),
  });
  key = (await newPartner(harness)).keys.sandbox;
  await useKeysStore.getState().refresh();
});

afterEach(() => {
  useManagerStore.setState(useManagerStore.getInitialState());
  useWorkingKey.setState(useWorkingKey.getInitialState());
});

/** Registers a webhook on `endpoint` through the API and answers its signing secret. */
async function registered(endpoint: string): Promise<string> {
  const created = await harness.json('POST', `${BASE}/api/pay/plugin/webhook`, {
    key,
    body: { name: 'orders', endpoint, method: 'POST', expectedCode: 200, retries: 3 },
  });
  expect(created.status).toBe(200);
  return created.body.signingSecret;
}

/** Opens Check my receiver on the webhook's entry, runs it and answers the report. */
async function checkOnScreen() {
  render(<ManagerPanel />);
  const entry = await screen.findByTestId('webhook-entry');
  fireEvent.click(within(entry).getByText('Check my receiver', { selector: 'summary' }));
  fireEvent.click(await within(entry).findByRole('button', { name: 'Check my receiver' }));
  return within(entry).findByRole('status', { name: 'Receiver check report' }, { timeout: 5000 });
}

const outcome = (report: HTMLElement, id: string) => within(report).getByRole('listitem', { name: new RegExp(`^${id}: `) });

describe('Check my receiver', () => {
  it('reports every forgery a scripted receiver that answers 200 to anything let in', async () => {
    await registered('https://hooks.gateway.test/trusting');
    const report = await checkOnScreen();
    expect(report.textContent).toContain(
      'https://hooks.gateway.test/trusting is not safe yet: wrong-signature, changed-body, stale-timestamp, no-signature',
    );
    const forged = outcome(report, 'wrong-signature');
    expect(forged.getAttribute('aria-label')).toBe('wrong-signature: fail');
    expect(forged.textContent).toContain('Sent the same notification signed with another secret.');
    expect(forged.textContent).toContain('Your endpoint answered 200.');
    expect(forged.textContent).toMatch(/A safe receiver refuses it \(any status but 200\)/);
    expect(outcome(report, 'genuine').getAttribute('aria-label')).toBe('genuine: pass');
    expect(within(report).getAllByRole('listitem')).toHaveLength(8);
  });

  it('marks a repeat the endpoint accepted as accepted, beside what no status code can show', async () => {
    await registered('https://hooks.gateway.test/trusting');
    const report = await checkOnScreen();
    const duplicate = outcome(report, 'duplicate');
    expect(duplicate.getAttribute('aria-label')).toBe('duplicate: accepted');
    expect(within(duplicate).getByText('ACCEPTED')).toBeTruthy();
    expect(duplicate.textContent).toMatch(/No status code can show the rest: it must also refund order \w+ only once/);
    expect(outcome(report, 'older-status').textContent).toMatch(/it must also keep order \w+ REFUNDED/);
  });

  it('passes a real endpoint, called through fetch, that verifies the signature over the raw body', async () => {
    const secret = await registered(MERCHANT);
    const received: string[] = [];
    merchantEndpoint = async (request) => {
      const body = await request.text();
      received.push(request.headers.get('X-Service-Signature') ?? '(none)');
      const [, t, v1] = /^t=(\d+),v1=([0-9a-f]+)$/.exec(request.headers.get('X-Service-Signature') ?? '') ?? [];
      const valid =
        v1 === createHmac('sha256', secret).update(`${t}.${body}`).digest('hex') && Math.abs(Date.now() / 1000 - Number(t)) <= 300;
      return new Response(null, { status: valid ? 200 : 401 });
    };
    const report = await checkOnScreen();
    expect(report.textContent).toContain(`${MERCHANT} refused every forged delivery and accepted every genuine one.`);
    expect(
      within(report)
        .getAllByRole('listitem')
        .map((item) => item.getAttribute('aria-label')),
    ).toEqual([
      'genuine: pass',
      'wrong-signature: pass',
      'changed-body: pass',
      'stale-timestamp: pass',
      'no-signature: pass',
      'duplicate: accepted',
      'concurrent-duplicate: accepted',
      'older-status: accepted',
    ]);
    expect(outcome(report, 'no-signature').textContent).toContain('Your endpoint answered 401.');
    expect(outcome(report, 'concurrent-duplicate').textContent).toContain('Your endpoint answered 200 and 200.');
    expect(received).toHaveLength(9);
    expect(received[4]).toBe('(none)');
  });

  it('says when the endpoint cannot be reached, after one call', async () => {
    await registered(MERCHANT);
    let calls = 0;
    merchantEndpoint = async () => {
      calls++;
      throw new TypeError('fetch failed');
    };
    const report = await checkOnScreen();
    expect(report.textContent).toContain(
      `${MERCHANT} could not be reached (Network error: TypeError: fetch failed): nothing else was sent.`,
    );
    expect(outcome(report, 'genuine').textContent).toMatch(/Your endpoint gave no answer \(Network error/);
    expect(calls).toBe(1);
  });

  it('leaves no delivery attempt behind', async () => {
    await registered('https://hooks.gateway.test/trusting');
    await checkOnScreen();
    expect((await harness.json('GET', `${BASE}/_sandbox/deliveries`)).body).toEqual([]);
  });
});
