// @vitest-environment happy-dom
/**
 * The console's key field: when a partner exists, its empty state does not ask for one, and a
 * picker offers the workspace's keys of the console's environment.
 */
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useKeysStore } from '../../keys/keys-store';
import type { PartnerKeys } from '../../keys/partner-keys';
import { useConsoleStore } from '../console-store';
import { RequestPanel } from './request-panel';

vi.mock('../../editor/monaco-json-editor', async () => ({ MonacoJsonEditor: (await import('../../editor/json-editor')).PlainJsonEditor }));

const key = (value: string, env: 'sandbox' | 'production', revoked = false) => ({ key: value, env, revoked, createdAt: 1 });
const PARTNERS = [
  { id: 'p-2', name: 'Blue mugs', keys: [key('sk_sandbox_blue', 'sandbox'), key('sk_live_blue', 'production')] },
  { id: 'p-1', name: 'Red mugs', keys: [key('sk_sandbox_red', 'sandbox', true), key('sk_sandbox_red2', 'sandbox')] },
] as unknown as PartnerKeys[];

beforeEach(() => {
  useConsoleStore.setState({ env: 'sandbox', request: { method: 'GET', url: '', apiKey: '', headers: [], body: '' }, operationId: null });
});

afterEach(() => {
  cleanup();
  useKeysStore.setState({ partners: [] });
});

const keyInput = () => screen.getByRole<HTMLInputElement>('textbox', { name: 'X-API-KEY' });

describe('the console’s key field', () => {
  it('asks for a partner only when there is none', () => {
    render(<RequestPanel />);
    expect(keyInput().placeholder).toBe('no key: create a partner on the Keys page');
    expect(screen.queryByRole('combobox', { name: 'Key of' })).toBeNull();
  });

  it('with partners, asks to choose one of their keys and offers those of the environment in force', () => {
    useKeysStore.setState({ partners: PARTNERS });
    render(<RequestPanel />);
    expect(keyInput().placeholder).toBe('no key: choose one of your partners’ keys');
    const picker = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Key of' });
    expect(
      within(picker)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['choose a key…', 'Blue mugs · sk_sandbox_b…', 'Red mugs · sk_sandbox_r…']);
    fireEvent.change(picker, { target: { value: 'sk_sandbox_red2' } });
    expect(keyInput().value).toBe('sk_sandbox_red2');
    expect(useConsoleStore.getState().request.apiKey).toBe('sk_sandbox_red2');
  });

  it('says when no key of the environment is in force', () => {
    useKeysStore.setState({ partners: [{ ...PARTNERS[1]!, keys: [key('sk_sandbox_red', 'sandbox', true)] }] as PartnerKeys[] });
    render(<RequestPanel />);
    expect(keyInput().placeholder).toBe('no sandbox key in force: issue one on the Keys page');
  });
});
