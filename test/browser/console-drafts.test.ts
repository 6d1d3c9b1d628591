/**
 * The request being edited is a draft the tab keeps: a reload and a switch of workspace and back
 * find it as it was left; loading an example is a fresh document, so Ctrl+Z never empties the body.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { openAppScene, waitForApp, type AppScene } from './app-scene';

let scene: AppScene;
let page: Page;

beforeAll(async () => {
  scene = await openAppScene('#/console');
  page = scene.page;
});

afterAll(async () => {
  await scene?.close();
});

const bodyEditor = () => page.locator('.request-panel .monaco-editor');
const urlField = () => page.getByRole('textbox', { name: 'URL', exact: true });
const method = () => page.getByRole('combobox', { name: 'Method' });
/** The body as Monaco shows it (short bodies: every line is drawn), spaces as typed. */
const shownBody = () =>
  bodyEditor()
    .locator('.view-lines')
    .innerText()
    .then((text) => text.replace(/\u00a0/g, ' '));

/** Replaces the body in Monaco as typed text (inserted, so no auto-closing brackets interfere). */
async function typeBody(text: string): Promise<void> {
  await bodyEditor().click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
  await page.keyboard.insertText(text);
}

describe('drafts', () => {
  test('the request being edited survives a reload: environment, method, URL, headers and body', async () => {
    await page.getByRole('button', { name: '1. Create a product' }).click();
    await bodyEditor().waitFor();
    await typeBody('{"name": "Blue mugs"}');
    await page.getByRole('radio', { name: /Production/ }).check();
    await page.getByRole('button', { name: 'Add header' }).click();
    await page.getByRole('textbox', { name: 'Header 1 name' }).fill('X-Shop');
    await page.getByRole('textbox', { name: 'Header 1 value' }).fill('blue-mugs');
    await method().selectOption('PUT');

    await page.reload();
    await waitForApp(page);
    await bodyEditor().waitFor();
    expect(await page.getByRole('radio', { name: /Production/ }).isChecked()).toBe(true);
    expect(await method().inputValue()).toBe('PUT');
    expect(await urlField().inputValue()).toBe('https://api.gateway.test/api/product/pay');
    expect(await page.getByRole('textbox', { name: 'Header 1 name' }).inputValue()).toBe('X-Shop');
    expect(await page.getByRole('textbox', { name: 'Header 1 value' }).inputValue()).toBe('blue-mugs');
    expect(await shownBody()).toBe('{"name": "Blue mugs"}');
  });

  test('each workspace keeps its own draft across a switch and back', async () => {
    await page.getByRole('radio', { name: /Sandbox/ }).check();
    await page.getByRole('button', { name: '6. See the delivery' }).click();
    const switcher = page.locator('.app-header').getByRole('combobox', { name: 'Workspace' });
    await switcher.selectOption({ label: 'New workspace…' });
    const form = page.locator('.app-header').getByRole('form', { name: 'New workspace' });
    await form.getByRole('textbox', { name: 'Name' }).fill('Case 4211');
    await Promise.all([page.waitForURL(/\?workspace=w-/), form.getByRole('button', { name: 'Create' }).click()]);
    await waitForApp(page);
    // A new workspace starts with an empty request of its own.
    await expect.poll(() => page.getByRole('button', { name: '1. Create a product' }).isEnabled()).toBe(true);
    expect(await urlField().inputValue()).toBe('');
    await page.getByRole('button', { name: '1. Create a product' }).click();

    await Promise.all([page.waitForURL((url) => !url.search.includes('workspace=')), switcher.selectOption({ label: 'My sandbox' })]);
    await waitForApp(page);
    expect(await urlField().inputValue()).toBe('https://api.sandbox.gateway.test/_sandbox/deliveries');
    expect(await method().inputValue()).toBe('GET');
  });
});

describe('examples are fresh documents', () => {
  test('Ctrl+Z right after loading an example leaves the example', async () => {
    await bodyEditor().waitFor();
    await page.getByRole('button', { name: '1. Create a product' }).click();
    const example = await shownBody();
    expect(example).toContain('"name"');
    await bodyEditor().click();
    await page.keyboard.press('ControlOrMeta+Z');
    await page.keyboard.press('ControlOrMeta+Z');
    expect(await shownBody()).toBe(example);
  });

  test('undo after choosing a second example does not bring back the first', async () => {
    await page.getByRole('button', { name: '2. Register a webhook' }).click();
    const example = await shownBody();
    expect(example).toContain('"endpoint"');
    await bodyEditor().click();
    await page.keyboard.press('ControlOrMeta+Z');
    expect(await shownBody()).toBe(example);
    // What the person types after it is still theirs to undo.
    await page.keyboard.press('ControlOrMeta+End');
    await page.keyboard.insertText(' ');
    await page.keyboard.press('ControlOrMeta+Z');
    expect(await shownBody()).toBe(example);
  });
});
