/** `--state FILE`: loaded on start, written on close, atomically; a bad file stops the start. */
import { access, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { json, merchantWithPayment, serve, statusPath, tempDir } from './support';

describe('Node server state file', () => {
  it('keeps partners, keys and payments across a restart', async () => {
    const stateFile = join(await tempDir(), 'state.json');
    const first = await serve({ stateFile });
    expect(first.stateLoaded).toBe(false);
    const { key, productId, hash } = await merchantWithPayment(first);
    const moved = await json('POST', `${first.baseUrl}/_sandbox/payments/${hash}/status`, { body: { status: 'COMPLETED' } });
    expect(moved.status).toBe(200);
    await first.close();

    const saved = JSON.parse(await readFile(stateFile, 'utf8'));
    expect(saved.format).toBe('gateway-playground-snapshot');
    await expect(access(`${stateFile}.tmp`)).rejects.toThrow();

    const second = await serve({ stateFile });
    expect(second.stateLoaded).toBe(true);
    const status = await json('GET', second.statusUrl + statusPath(productId, hash));
    expect(status).toEqual({ status: 200, body: expect.objectContaining({ status: 'COMPLETED' }) });
    const again = await json('POST', `${second.baseUrl}/api/pay/product/${productId}/subproduct/pricing`, {
      key,
      body: { externalId: 'order-2', price: 500 },
    });
    expect(again.status).toBe(200);
  });

  it('keeps the file current while the server runs, so a killed server loses at most a moment', async () => {
    const stateFile = join(await tempDir(), 'state.json');
    const running = await serve({ stateFile });
    const partner = await json('POST', `${running.baseUrl}/_sandbox/partners`, { body: { name: 'Saved while running' } });
    await vi.waitFor(
      async () => {
        const saved = JSON.parse(await readFile(stateFile, 'utf8'));
        expect(saved.collections.partners.map((p: { id: string }) => p.id)).toContain(partner.body.id);
      },
      { timeout: 5_000, interval: 200 },
    );
    await running.close();
  });

  it('carries the clock, unless the clock option overrides it', async () => {
    const stateFile = join(await tempDir(), 'state.json');
    const first = await serve({ stateFile });
    await json('POST', `${first.baseUrl}/_sandbox/clock`, { body: { mode: 'simulated', now: 1_000_000 } });
    await first.close();

    const second = await serve({ stateFile });
    expect((await json('GET', `${second.baseUrl}/_sandbox/clock`)).body).toEqual({ mode: 'simulated', now: 1_000_000 });
    await second.close();

    const third = await serve({ stateFile, clock: 'real' });
    expect((await json('GET', `${third.baseUrl}/_sandbox/clock`)).body.mode).toBe('real');
  });

  it('refuses to start over a file that is not JSON, and leaves it alone', async () => {
    const stateFile = join(await tempDir(), 'state.json');
    await writeFile(stateFile, '{"format": "gateway-playground-snap');
    await expect(serve({ stateFile })).rejects.toThrow(/Cannot use state file .*state\.json: not JSON/);
    expect(await readFile(stateFile, 'utf8')).toBe('{"format": "gateway-playground-snap');
  });

  it('refuses to start over JSON that is not a snapshot', async () => {
    const stateFile = join(await tempDir(), 'state.json');
    await writeFile(stateFile, JSON.stringify({ partners: [] }));
    await expect(serve({ stateFile })).rejects.toThrow(/Cannot use state file .*Not a gateway-playground snapshot/);
  });

  it('refuses to start over a snapshot with a record the gateway could not use, naming it', async () => {
    const stateFile = join(await tempDir(), 'state.json');
    const first = await serve({ stateFile });
    const { hash } = await merchantWithPayment(first);
    await first.close();
    const saved = JSON.parse(await readFile(stateFile, 'utf8'));
    saved.collections.payments[0].statusHistory = 'INITIALIZED';
    await writeFile(stateFile, JSON.stringify(saved));

    await expect(serve({ stateFile })).rejects.toThrow(
      new RegExp(`Cannot use state file .*payments\\[0\\] \\("${hash}"\\): statusHistory`),
    );
    expect(JSON.parse(await readFile(stateFile, 'utf8'))).toEqual(saved);
  });

  it('refuses to start over a file nested deeper than any export could be', async () => {
    const stateFile = join(await tempDir(), 'state.json');
    const first = await serve({ stateFile });
    await merchantWithPayment(first);
    await first.close();
    const saved = JSON.parse(await readFile(stateFile, 'utf8'));
    saved.collections.payments[0].details = { deep: 'DEEP' };
    // JSON.stringify cannot write a value this deep, so it goes in as text.
    await writeFile(stateFile, JSON.stringify(saved).replace('"DEEP"', '['.repeat(100_000) + ']'.repeat(100_000)));

    await expect(serve({ stateFile })).rejects.toThrow(/Cannot use state file .*nested too deeply/);
  });

  it('starts empty from an empty file (as mktemp makes) and writes it on close', async () => {
    const stateFile = join(await tempDir(), 'state.json');
    await writeFile(stateFile, '');
    const server = await serve({ stateFile });
    expect(server.stateLoaded).toBe(false);
    await json('POST', `${server.baseUrl}/_sandbox/partners`, { body: { name: 'Kept' } });
    await server.close();
    await server.close();
    const saved = JSON.parse(await readFile(stateFile, 'utf8'));
    expect(saved.collections.partners).toEqual([expect.objectContaining({ name: 'Kept' })]);
  });

  it('refuses a state file whose directory does not exist, before serving anything', async () => {
    const stateFile = join(await tempDir(), 'missing', 'state.json');
    await expect(serve({ stateFile })).rejects.toThrow(/does not exist or is not writable/);
  });
});
