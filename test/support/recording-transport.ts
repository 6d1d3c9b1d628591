/**
 * A webhook transport for tests that records every call as it leaves, answers after a
 * macrotask (so that concurrent calls really overlap) and tracks how many are in flight. It can
 * hold one call's answer until the test releases it, to act while an instant is under way.
 */
import type { CallResult, OutgoingRequest, Transport } from '../../src/gateway/core/ports';

export interface RecordedCall {
  /** `requestId` and `status` of the payload, and the signature's `t` (real unix seconds). */
  requestId: string;
  status: string;
  orderId: string;
  signedAt: number;
}

export interface RecordingTransport extends Transport {
  calls: RecordedCall[];
  /** The most calls that were ever in flight at once, overall and for one payment. */
  maxInFlight: number;
  maxInFlightPerPayment: number;
  /** Resolves when the held call has arrived. */
  held: Promise<void>;
  /** Lets the held call answer. */
  release(): void;
}

/**
 * Answers every call with `status` (default 500: every attempt fails and is retried); the call
 * numbered `holdCall` (from 1), if given, answers only after `release()`.
 */
export function recordingTransport(status = 500, { holdCall }: { holdCall?: number } = {}): RecordingTransport {
  const inFlight = new Map<string, number>();
  let total = 0;
  let arrived!: () => void;
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const transport: RecordingTransport = {
    calls: [],
    maxInFlight: 0,
    maxInFlightPerPayment: 0,
    held: new Promise<void>((resolve) => (arrived = resolve)),
    release,
    async send(request: OutgoingRequest): Promise<CallResult> {
      const payload = JSON.parse(request.body);
      const signedAt = Number(/t=(\d+)/.exec(request.headers['X-Service-Signature'] ?? '')?.[1]);
      const number = transport.calls.push({ requestId: payload.requestId, status: payload.status, orderId: payload.orderId, signedAt });
      const mine = (inFlight.get(payload.orderId) ?? 0) + 1;
      inFlight.set(payload.orderId, mine);
      total++;
      transport.maxInFlight = Math.max(transport.maxInFlight, total);
      transport.maxInFlightPerPayment = Math.max(transport.maxInFlightPerPayment, mine);
      await new Promise((resolve) => setTimeout(resolve, 0));
      if (number === holdCall) {
        arrived();
        await released;
      }
      inFlight.set(payload.orderId, inFlight.get(payload.orderId)! - 1);
      total--;
      return { kind: 'answered', status, body: '' };
    },
  };
  return transport;
}
