// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { uiScene } from './ui-scene';

describe('Keys screen', () => {
  it('after its only sandbox key is revoked, a partner gets a new one that works', async () => {
    const scene = await uiScene();
    scene.open('#/keys');
    const card = (await screen.findByRole('heading', { name: 'Mug shop' })).closest('article')!;
    vi.stubGlobal('confirm', () => true);

    const sandboxRow = within(card).getByText(scene.key).closest('li')!;
    await userEvent.click(within(sandboxRow).getByRole('button', { name: 'Revoke' }));
    await within(sandboxRow).findByText('revoked');
    await userEvent.click(within(card).getByRole('button', { name: 'New sandbox key for Mug shop' }));

    await waitFor(() => expect(within(card).getAllByText(/^sk_test_/)).toHaveLength(2));
    const fresh = within(card)
      .getAllByText(/^sk_test_/)
      .map((node) => node.textContent!)
      .find((key) => key !== scene.key)!;
    const { status } = await scene.h.json('GET', 'https://api.sandbox.gateway.test/api/pay/plugin/webhook', { key: fresh });
    expect(status).toBe(200);
    vi.unstubAllGlobals();
  });

  it('copies a key and a partner id with their buttons', async () => {
    const user = userEvent.setup();
    const scene = await uiScene();
    scene.open('#/keys');
    const copyKey = await screen.findByRole('button', { name: `Copy sandbox key ${scene.key}` });
    const card = copyKey.closest('article')!;

    await user.click(copyKey);
    expect(await navigator.clipboard.readText()).toBe(scene.key);
    within(card).getByRole('button', { name: 'Copied' });

    await user.click(within(card).getByRole('button', { name: 'Copy the partner id of Mug shop' }));
    expect(await navigator.clipboard.readText()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-/);
  });
});
