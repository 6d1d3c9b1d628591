// @vitest-environment happy-dom
/**
 * The console from the keyboard: a skip link past the lists to the request, focus in the request
 * once an operation is chosen, and the Ctrl/Cmd+K palette ranked by the words typed.
 */
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { newPartner, type Harness } from '../../../test/support/harness';
import { openScreenSandbox } from '../../../test/support/ui-sandbox';
import { useKeysStore } from '../keys/keys-store';
import { useWorkingKey } from '../keys/working-key';
import { ConsolePage } from './console-page';
import { useConsoleStore } from './console-store';

vi.mock('../editor/monaco-json-editor', async () => ({ MonacoJsonEditor: (await import('../editor/json-editor')).PlainJsonEditor }));

let harness: Harness;

beforeEach(async () => {
  harness = await openScreenSandbox();
  await newPartner(harness);
  await useKeysStore.getState().refresh();
  render(<ConsolePage />);
  await screen.findByRole('button', { name: /POST \/api\/product\/pay$/ }, { timeout: 10_000 });
});

afterEach(async () => {
  await useConsoleStore.getState().clearHistory();
  useConsoleStore.setState(useConsoleStore.getInitialState());
  useWorkingKey.setState(useWorkingKey.getInitialState());
  localStorage.clear();
  sessionStorage.clear();
});

const requestForm = () => screen.getByRole('form', { name: 'Request' });
const body = () => screen.getByRole('textbox', { name: 'Request body' });

describe('the console from the keyboard', () => {
  it('a skip link, before the guided steps and the catalogue, takes focus to the request', () => {
    const skip = screen.getByRole('link', { name: 'Skip to the request' });
    const firstStep = screen.getByRole('button', { name: '1. Create a product' });
    expect(skip.compareDocumentPosition(firstStep) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    fireEvent.click(skip);
    expect(requestForm().contains(document.activeElement)).toBe(true);
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'URL' }));
  });

  it('an operation chosen from the catalogue or a guided step with the keyboard puts focus in its body', () => {
    // A click that Enter or Space makes has no pointer presses: detail 0.
    fireEvent.click(screen.getByRole('button', { name: /POST \/api\/product\/pay$/ }), { detail: 0 });
    expect(document.activeElement).toBe(body());
    fireEvent.click(screen.getByRole('button', { name: '2. Register a webhook' }), { detail: 0 });
    expect(document.activeElement).toBe(body());
    expect((body() as HTMLTextAreaElement).value).toContain('"expectedCode"');
  });

  it('chosen with a pointer, focus goes to the request form, opening no on-screen keyboard', () => {
    fireEvent.click(screen.getByRole('button', { name: '1. Create a product' }), { detail: 1 });
    expect(document.activeElement).toBe(requestForm());
  });

  it('leaving the console closes the palette: coming back shows the screen, not the palette left open', async () => {
    fireEvent.keyDown(window, { key: 'k', ctrlKey: true });
    await screen.findByRole('combobox', { name: 'Operation' });
    cleanup();
    render(<ConsolePage />);
    await screen.findByRole('button', { name: /POST \/api\/product\/pay$/ });
    expect(screen.queryByRole('combobox', { name: 'Operation' })).toBeNull();
  });

  it('the palette ranks by the words typed: "webhook" lists the webhook operations first', async () => {
    fireEvent.keyDown(window, { key: 'k', ctrlKey: true });
    const search = await screen.findByRole('combobox', { name: 'Operation' });
    fireEvent.change(search, { target: { value: 'webhook' } });
    const options = within(screen.getByRole('listbox', { name: 'Matching operations' })).getAllByRole('option');
    expect(options[0]!.textContent).toMatch(/^GET\/api\/pay\/plugin\/webhook/);
    expect(options.slice(0, 6).every((option) => option.textContent!.includes('/api/pay/plugin/webhook'))).toBe(true);
    expect(options.map((option) => option.textContent).findIndex((text) => text!.startsWith('PATCH/api/product/pay'))).not.toBe(0);
    fireEvent.keyDown(search, { key: 'Enter' });
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'URL' })).toBe(document.activeElement));
  });
});
