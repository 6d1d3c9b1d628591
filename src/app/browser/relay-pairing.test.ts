import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { nodeHttpTransport } from '../node/http-transport';
import { startRelay, type RunningRelay } from '../node/relay-server';
import { newRelayToken } from '../node/relay-token';
import { pairFromAddress, pairingMemory, relayControl } from './relay-pairing';

/** localStorage's part the pairing uses. */
function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

let relay: RunningRelay;
let token: string;
let address: string;

beforeEach(async () => {
  token = newRelayToken();
  relay = await startRelay(0, { forwardTo: 'http://127.0.0.1:3000/webhooks', token, transport: nodeHttpTransport(), log: () => undefined });
  address = `http://127.0.0.1:${relay.port}/#${token}`;
});

afterEach(() => relay.close());

describe('pairing with a local relay', () => {
  it('is remembered per workspace: another workspace’s database is not paired by it', async () => {
    const storage = memoryStorage();
    await relayControl(pairingMemory(storage, 'gateway-playground')).pair(address);
    expect(pairingMemory(storage, 'gateway-playground').read()).toEqual({ origin: `http://127.0.0.1:${relay.port}`, token });
    expect(pairingMemory(storage, 'gateway-playground-ws-abc').read()).toBeUndefined();
  });

  it('tells each state: unpaired, paired (with where it forwards), token refused, relay not running', async () => {
    const memory = pairingMemory(memoryStorage(), 'gateway-playground');
    const control = relayControl(memory);
    expect(await control.check()).toEqual({ state: 'unpaired' });
    expect(await control.pair(address)).toEqual({ state: 'paired', address, forwardTo: 'http://127.0.0.1:3000/webhooks' });
    const otherToken = `http://127.0.0.1:${relay.port}/#${newRelayToken()}`;
    expect(await control.pair(otherToken)).toEqual({ state: 'token-refused', address: otherToken });
    await control.pair(address);
    await relay.close();
    expect(await control.check()).toEqual({ state: 'not-running', address });
    control.forget();
    expect(await control.check()).toEqual({ state: 'unpaired' });
  });

  it('keeps nothing of an address that is not a relay’s, and says why', async () => {
    const memory = pairingMemory(memoryStorage(), 'gateway-playground');
    const status = await relayControl(memory).pair('http://example.com/#abc');
    expect(status.state).toBe('invalid');
    expect(memory.read()).toBeUndefined();
  });

  it('pairs from the app’s address, #/webhooks?relay=<address>, and takes the token out of it', () => {
    const memory = pairingMemory(memoryStorage(), 'gateway-playground');
    const cleaned = pairFromAddress(new URL(`https://docs.example.com/play/?workspace=w1#/webhooks?relay=${address}`), memory);
    expect(cleaned?.href).toBe('https://docs.example.com/play/?workspace=w1#/webhooks');
    expect(memory.read()?.token).toBe(token);
    const encoded = pairFromAddress(new URL(`https://x.example/#/webhooks?a=1&relay=${encodeURIComponent(address)}`), memory);
    expect(encoded?.href).toBe('https://x.example/#/webhooks?a=1');
    expect(pairFromAddress(new URL('https://x.example/#/webhooks'), memory)).toBeUndefined();
  });
});
