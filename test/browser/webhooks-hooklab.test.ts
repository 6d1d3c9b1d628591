/**
 * The Webhooks screen as a merchant building a receiver uses it, in Chromium: register a webhook
 * through the manager, preview its template against a real payment, pay it and find the
 * delivered body equal to the preview byte for byte and verifying with the shown secret; then
 * the signature lab verifies and refuses, and a replay shows up marked as one.
 */
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { BASE, DESKTOP, hashOf, helper, newPayment, openApp, openScene, pageFetch, PHONE, shoot, type Scene } from './app-scene';

const T0 = Date.UTC(2026, 0, 15, 12, 0, 0);
const TEMPLATE = '{"order":"{{orderId}}","amount":"{{price}}","state":"{{status}}","who":"{{buyer}}"}';

let scene: Scene;

beforeAll(async () => {
  scene = await openScene();
});

afterAll(async () => {
  await scene?.close();
});

describe('the webhooks manager, previewer and signature lab', () => {
  test('a webhook registered in the manager delivers exactly the previewed body, and the lab verifies and refuses', async () => {
    const context = await scene.browser.newContext({ viewport: DESKTOP });
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const page = await openApp(context, scene.server.appUrl, '#/webhooks');
    await helper(page, 'POST', '/clock', { mode: 'simulated', now: T0 });
    const key = (await helper(page, 'POST', '/partners', { name: 'Lab shop' })).keys.sandbox as string;
    const product = await pageFetch(page, 'POST', `${BASE}/api/product/pay`, { key, body: { name: 'Lab shop' } });
    const hash = hashOf(await newPayment(page, key, product.body.id, { price: 1299, externalId: 'lab-1', details: {} }));

    // Register through the form; a bad endpoint first gets the gateway's own error inline.
    const manager = page.getByRole('region', { name: 'Manage webhooks' });
    await manager.getByText('Register a webhook').click();
    await manager.getByLabel('Endpoint').fill('javascript:alert(1)');
    await manager.getByRole('button', { name: 'Register webhook' }).click();
    expect(await manager.getByTestId('manager-error').textContent()).toMatch(/^400: .*endpoint must be an absolute http or https URL/);
    await manager.getByLabel('Endpoint').fill('https://hooks.gateway.test/lab');
    await manager.getByLabel('Retries').fill('0');
    await manager.getByRole('button', { name: 'Register webhook' }).click();
    const entry = manager.getByTestId('webhook-entry');
    await entry.waitFor();
    // The product is picked by its name.
    await entry.getByLabel('Assign to product').selectOption({ label: 'Lab shop' });
    await entry.getByRole('button', { name: 'Assign', exact: true }).click();
    await expect.poll(() => entry.getByLabel('COMPLETED').isChecked()).toBe(true);

    await entry.getByRole('button', { name: 'Show signing secret' }).click();
    const secret = (await entry.getByTestId('signing-secret').textContent())!;
    expect(secret).toMatch(/^whsec_/);

    // Preview the template against the real payment.
    await entry.getByText('requestTemplate and preview').click();
    const previewer = entry.getByTestId('template-previewer');
    await previewer.locator('.monaco-editor').waitFor();
    await previewer.locator('.monaco-editor').click();
    // Completion offers the template variables after a brace.
    await page.keyboard.type('{');
    const offered = () => previewer.locator('.suggest-widget .monaco-list-row').allTextContents();
    await expect.poll(async () => (await offered()).some((row) => row.includes('{{orderId}}'))).toBe(true);
    await page.keyboard.press('Escape');
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.press('Delete');
    await page.keyboard.insertText(TEMPLATE);
    await previewer.getByLabel('Payment hash (empty: a sample payment)').fill(hash);
    const expected = `{"order":"${hash}","amount":"1299","state":"COMPLETED","who":""}`;
    await expect.poll(() => previewer.getByTestId('request-body').textContent()).toBe(expected);
    expect(await previewer.getByTestId('template-problems').textContent()).toContain('Unknown variable buyer');
    const headerShown = (name: string) =>
      previewer
        .getByTestId('preview-headers')
        .locator('.header-row')
        .filter({ has: page.getByText(name, { exact: true }) })
        .locator('dd')
        .textContent();
    expect(await headerShown('Content-Type')).toBe('application/json');
    const previewedSignature = (await headerShown('X-Service-Signature'))!;
    await previewer.getByRole('button', { name: 'Save template' }).click();
    await previewer.getByText('Template saved').waitFor();
    await shoot(page, 'hooklab-previewer-desktop');

    // Pay: the delivery carries the previewed bytes, signed as the preview was, at the real time
    // each was made (the clock is simulated, at T0).
    await helper(page, 'POST', `/payments/${hash}/status`, { status: 'COMPLETED', paymentMethod: 'BLIK' });
    await expect.poll(async () => (await helper<any[]>(page, 'GET', `/deliveries?paymentHash=${hash}`))[0]?.state).toBe('SUCCEEDED');
    const [delivered] = await helper<any[]>(page, 'GET', `/deliveries?paymentHash=${hash}`);
    expect(delivered.request.body).toBe(expected);
    const signedAt = (header: string) => Number(/^t=(\d+),/.exec(header)?.[1]);
    const signed = (t: number) => `t=${t},v1=${createHmac('sha256', secret).update(`${t}.${expected}`).digest('hex')}`;
    const deliveredSignature = delivered.request.headers['X-Service-Signature'];
    expect(previewedSignature).toBe(signed(signedAt(previewedSignature)));
    expect(deliveredSignature).toBe(signed(signedAt(deliveredSignature)));
    expect(Math.abs(signedAt(deliveredSignature) - Date.now() / 1000)).toBeLessThan(300);

    // The inspector shows the exact bytes, and the lab verifies them, then refuses a re-indented body.
    const attempt = page.getByTestId('attempt').first();
    await attempt.getByRole('button', { name: 'Attempt 1' }).click();
    const detail = attempt.getByTestId('attempt-detail');
    expect(await detail.getByTestId('request-body').textContent()).toBe(expected);
    await expect.poll(() => detail.getByTestId('verdict').textContent()).toMatch(/^Verifies/);
    await detail.getByLabel('Body it received (raw)').fill(JSON.stringify(JSON.parse(expected), null, 2));
    await expect.poll(() => detail.getByTestId('verdict').textContent()).toBe('Does not verify.');
    expect(await detail.getByTestId('cause-body-changed').textContent()).toMatch(
      /differs from the signed one at byte 1 \(only whitespace changed/,
    );
    await detail.getByLabel('Secret your receiver uses').fill('whsec_wrong');
    await detail.getByTestId('cause-wrong-secret').waitFor();
    await shoot(page, 'hooklab-lab-desktop');

    // A replay is recorded as an attempt marked with what it was.
    await detail.getByRole('button', { name: 'Redeliver' }).click();
    await expect.poll(() => page.getByTestId('attempt-kind').allTextContents()).toEqual(['redelivery']);

    // A deliberate wrong signature: its lab refuses it with the webhook's secret and says why.
    await detail.getByRole('button', { name: 'Wrong signature' }).click();
    const faulty = page.getByTestId('attempt').filter({ has: page.getByTestId('attempt-kind').filter({ hasText: 'wrong-signature' }) });
    // Replays are numbered apart: the redelivery was the first, this is the second.
    await faulty.getByRole('button', { name: 'Replay 2' }).click();
    const faultyDetail = faulty.getByTestId('attempt-detail');
    await expect.poll(() => faultyDetail.getByTestId('verdict').textContent()).toBe('Does not verify.');
    expect(await faultyDetail.getByTestId('cause-signature-mismatch').textContent()).toContain('signed with another key');
    expect(await faultyDetail.getByTestId('key-used').textContent()).not.toBe(secret);

    await page.setViewportSize(PHONE);
    await shoot(page, 'hooklab-phone');
    // At phone size everything stacks: nothing is wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await context.close();
  });
});
