/**
 * A scenario link opened in the full app as a docs writer and support use it (issue 40): edited in
 * place, sent again, copied as an embed that carries the edit; and everything its run sent is in
 * the scenario workspace's HAR, msw handlers and case file, beside what the console sent.
 */
import { readFile } from 'node:fs/promises';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { decodeScenario, encodeScenario, type Scenario } from '../../src/ui/scenario-links/scenario-codec';
import { BASE, DESKTOP, openApp, openScene, PHONE, shoot, type Scene } from './app-scene';
import { CONTRACT_SCENARIO_STEPS } from '../support/contract-scenario';

/** The contract's example scenario. */
const EXAMPLE: Scenario = {
  v: 1,
  title: 'Create a payment',
  steps: CONTRACT_SCENARIO_STEPS,
  show: 1,
};

let scene: Scene;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  scene = await openScene();
  context = await scene.browser.newContext({ viewport: DESKTOP, acceptDownloads: true });
  page = await openApp(context, scene.server.appUrl, `#/scenario/${await encodeScenario(EXAMPLE)}`);
});

afterAll(async () => {
  await scene?.close();
});

const steps = () => page.getByRole('list', { name: 'Steps' }).locator('li');

/** Moves within the app by its hash route, as a person following links would. */
async function go(hash: string) {
  await page.evaluate((target) => (location.hash = target), hash);
}

/** Clicks a button that downloads a file; answers the file's name and text. */
async function download(name: string): Promise<{ file: string; text: string }> {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name }).click()]);
  return { file: file.suggestedFilename(), text: await readFile((await file.path())!, 'utf8') };
}

describe('a scenario link in the full app', () => {
  test('is edited in place, sent again, and Copy embed carries the edit', async () => {
    await expect
      .poll(() => steps().allTextContents(), { timeout: 20_000 })
      .toEqual([expect.stringContaining('→ 200'), expect.stringContaining('→ 200')]);
    const answered = await page.getByTestId('answer-body').textContent();
    expect(answered).toContain('redirectUrl');
    await page.getByRole('textbox', { name: 'Body' }).fill(JSON.stringify({ price: 4500, externalId: 'order-2', details: {} }, null, 2));
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    // A new payment: a new hash in its redirectUrl.
    await expect.poll(() => page.getByTestId('answer-body').textContent()).not.toBe(answered);

    await page.getByRole('button', { name: 'Copy embed' }).click();
    const snippet = await page.getByRole('textbox', { name: 'The embed' }).inputValue();
    const data = /#\/embed\/([^"]+)"/.exec(snippet)![1]!;
    expect((await decodeScenario(data)).steps[1]!.body).toEqual({ price: 4500, externalId: 'order-2', details: {} });
    expect(snippet).toContain('title="Create a payment"');

    await shoot(page, 'scenario-editor-desktop');
    await page.setViewportSize(PHONE);
    await shoot(page, 'scenario-editor-phone');
    await page.setViewportSize(DESKTOP);
  });

  test('its workspace’s HAR, msw handlers and case file hold every request its run sent', async () => {
    await go('#/records');
    const har = JSON.parse((await download('Download HAR')).text);
    const sent = har.log.entries.filter((entry: { comment: string }) => entry.comment.startsWith('scenario step'));
    const productId = JSON.parse(sent[0].response.content.text).id as string;
    const pricing = `${BASE}/api/pay/product/${productId}/subproduct/pricing`;
    expect(sent.map((entry: any) => [entry.comment, entry.request.method, entry.request.url, entry.response.status])).toEqual([
      ['scenario step 0', 'POST', `${BASE}/api/product/pay`, 200],
      ['scenario step 1', 'POST', pricing, 200],
      ['scenario step 1', 'POST', pricing, 200],
    ]);
    expect(sent.map((entry: any) => JSON.parse(entry.request.postData.text).price)).toEqual([undefined, 1299, 4500]);
    expect(sent[1].request.headers).toContainEqual({ name: 'X-API-KEY', value: expect.stringMatching(/^sk_test_/) });

    const handlers = (await download('Download msw handlers (TypeScript)')).text;
    expect(handlers).toContain(`"POST ${BASE}/api/product/pay": [`);
    expect(handlers).toContain(`"POST ${pricing}": [`);
    expect(handlers).toContain('3 request(s)');
    expect(handlers).not.toMatch(/export const handlers = \[\s*\];/);

    await go('#/data');
    const saved = JSON.parse((await download('Save case file')).text);
    expect(saved.history.map((entry: any) => [entry.source, entry.request.url, entry.status])).toEqual([
      ['scenario step 1', pricing, 200],
      ['scenario step 1', pricing, 200],
      ['scenario step 0', `${BASE}/api/product/pay`, 200],
    ]);
  });
});
