/**
 * Where am I: the header names the console's environment (Production beside a live key, not
 * always "sandbox") and, on every screen, whether the gateway's clock is simulated, its time and
 * how far it is from real time, with a way to the clock controls.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { DESKTOP, helper, openAppScene, PHONE, shoot, type AppScene } from './app-scene';

let scene: AppScene;
let page: Page;

beforeAll(async () => {
  scene = await openAppScene('#/console');
  page = scene.page;
});

afterAll(async () => {
  await scene?.close();
});

const header = () => page.locator('.app-header');

test('the header names Production once the console works there, on every screen and after a reload', async () => {
  await expect.poll(() => header().getByTestId('console-environment').textContent()).toBe('Sandbox');
  await page.getByRole('radio', { name: /Production/ }).check();
  await expect.poll(() => header().getByTestId('console-environment').textContent()).toBe('Production');
  await page.evaluate(() => (location.hash = '#/keys'));
  await page.locator('main[data-screen="keys"]').waitFor();
  expect(await header().getByTestId('console-environment').textContent()).toBe('Production');
  await page.reload();
  await header().waitFor();
  expect(await header().getByTestId('console-environment').textContent()).toBe('Production');
});

test('a simulated clock shows in the header with its time and offset, and leads to the clock controls', async () => {
  await expect.poll(() => header().getByTestId('clock-chip').textContent()).toBe('Real time');
  const farAhead = Date.UTC(2031, 0, 2, 3, 4, 5);
  await helper(page, 'POST', '/clock', { mode: 'simulated', now: farAhead });
  await expect.poll(() => header().getByTestId('clock-chip').textContent()).toMatch(/^Simulated clock 2031-01-02 03:04:05/);
  await helper(page, 'POST', '/clock', { mode: 'simulated', now: Date.now() + 10 * 3600_000 + 30_000 });
  await expect.poll(() => header().getByTestId('clock-chip').textContent()).toMatch(/\+10 h( \d+ s)?$/);
  await shoot(page, 'where-am-i-desktop');
  await page.setViewportSize(PHONE);
  await shoot(page, 'where-am-i-phone');
  await page.setViewportSize(DESKTOP);
  await header().getByTestId('clock-chip').click();
  await page.getByRole('heading', { name: 'Gateway clock' }).waitFor();
  // The clock panel holds its place until it has read the clock, then names its mode.
  await page
    .getByTestId('clock-mode')
    .filter({ hasText: /^simulated$/ })
    .waitFor();
});

test('on a phone the tab of the screen shown is scrolled into the row of tabs, wherever it sits', async () => {
  await page.setViewportSize(PHONE);
  const shownTab = async () =>
    page.getByRole('navigation', { name: 'Main' }).evaluate((row) => {
      const tab = row.querySelector('[aria-current="page"]')!.getBoundingClientRect();
      const box = row.getBoundingClientRect();
      return { name: row.querySelector('[aria-current="page"]')!.textContent, inside: tab.left >= box.left && tab.right <= box.right };
    });
  for (const [hash, name] of [
    ['#/reference', 'Reference'],
    ['#/console', 'Console'],
    ['#/faults', 'Faults'],
  ] as const) {
    await page.evaluate((target) => (location.hash = target), hash);
    await expect.poll(shownTab).toEqual({ name, inside: true });
  }
  await page.setViewportSize(DESKTOP);
});
