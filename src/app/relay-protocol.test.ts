import { describe, expect, it } from 'vitest';
import { asEnvelope, asRelayAnswer, pairingAddress, parsePairingAddress, relayCallUrl } from './relay-protocol';

const TOKEN = 'Qm9vb29vb29vb29vb29vb29vb29vb29vb29vb29vb28';

describe('the pairing address', () => {
  it('reads the line the relay prints: the relay’s origin and the token after #', () => {
    expect(parsePairingAddress(`  http://127.0.0.1:4099/#${TOKEN}\n`)).toEqual({ origin: 'http://127.0.0.1:4099', token: TOKEN });
    expect(parsePairingAddress(`http://localhost:5000/#${TOKEN}`)).toEqual({ origin: 'http://localhost:5000', token: TOKEN });
  });

  it('is printed and called back the same way: the token in the fragment to paste, in the path to call', () => {
    const pairing = { origin: 'http://127.0.0.1:4099', token: TOKEN };
    expect(pairingAddress(pairing)).toBe(`http://127.0.0.1:4099/#${TOKEN}`);
    expect(relayCallUrl(pairing)).toBe(`http://127.0.0.1:4099/${TOKEN}`);
    expect(parsePairingAddress(pairingAddress(pairing))).toEqual(pairing);
  });

  it('refuses an address of another machine, https, no token, or a token too short to be the relay’s', () => {
    for (const address of [
      `http://192.168.1.20:4099/#${TOKEN}`,
      `http://relay.example.com/#${TOKEN}`,
      `https://127.0.0.1:4099/#${TOKEN}`,
      'http://127.0.0.1:4099/',
      'http://127.0.0.1:4099/#short',
      'not an address',
    ]) {
      expect([address, 'problem' in parsePairingAddress(address)]).toEqual([address, true]);
    }
  });
});

describe('what page and relay exchange', () => {
  it('takes an envelope of method, headers and body only as such', () => {
    const envelope = { method: 'POST', headers: { 'X-Service-Signature': 't=1,v1=ab' }, body: '{}' };
    expect(asEnvelope(envelope)).toEqual(envelope);
    expect(asEnvelope({ ...envelope, url: 'http://elsewhere/' })).toEqual(envelope);
    expect(asEnvelope({ ...envelope, body: 1 })).toBeUndefined();
    expect(asEnvelope({ ...envelope, headers: { a: 1 } })).toBeUndefined();
    expect(asEnvelope({ ...envelope, method: 'POST /x' })).toBeUndefined();
    expect(asEnvelope(null)).toBeUndefined();
  });

  it('takes a relay’s answer only as an answer or a network error', () => {
    expect(asRelayAnswer({ kind: 'answered', status: 503, body: 'down' })).toEqual({ kind: 'answered', status: 503, body: 'down' });
    expect(asRelayAnswer({ kind: 'network-error', error: 'x' })).toEqual({ kind: 'network-error', error: 'x' });
    expect(asRelayAnswer({ kind: 'answered', status: '200', body: '' })).toBeUndefined();
    expect(asRelayAnswer({ relay: 'gateway-playground' })).toBeUndefined();
  });
});
