/**
 * Scripted webhook receivers at `https://hooks.gateway.test/<name>`, answered inside the sandbox.
 * A script is a list of answers used in turn, the last one repeating: "500, 500, then 200".
 * Delays are on the gateway's clock, so simulated time moves them too. A receiver may verify
 * signatures as a careful merchant's does: then a call whose `X-Service-Signature` does not
 * verify (a "Wrong signature" or "Stale timestamp" replay) is refused with a 400, so those faults
 * show what they are for.
 */
import {
  type CallResult,
  type CallSigning,
  errors,
  memoizedByUrl,
  type OutgoingRequest,
  RECEIVER_SETTING_PREFIX,
  type Store,
  type Tx,
  type Webhook,
} from '../core';
import type { ReceiverScript, ReceiverState } from '../schemas';
import { SIGNATURE_HEADER, SignatureVerificationError, verifySignatureNow } from './signing';

export const RECEIVER_ORIGIN = 'https://hooks.gateway.test';

type Answer = ReceiverScript['answers'][number];

/** An unscripted receiver simply accepts. */
const DEFAULT_ANSWER: Answer = { status: 200, body: '{"received":true}' };

export function receiversModule(store: Store) {
  return {
    /** Replaces a receiver's script and starts it from its first answer. */
    async script(name: string, script: ReceiverScript) {
      assertName(name);
      const state: ReceiverState = {
        name,
        answers: script.answers,
        ...(script.verifySignatures ? { verifySignatures: true } : {}),
        calls: 0,
      };
      await store.write((tx) => tx.put('settings', { name: RECEIVER_SETTING_PREFIX + name, value: state }));
      return state;
    },

    async list(): Promise<ReceiverState[]> {
      const settings = await store.read((tx) => tx.all('settings'));
      return settings.filter((s) => s.name.startsWith(RECEIVER_SETTING_PREFIX)).map((s) => s.value as ReceiverState);
    },
  };
}

/**
 * The scripts of the receivers `webhooks` call, read once inside the transaction that claims
 * calls to them: `answer` takes each call's answer in turn, and `save` stores how far each
 * script moved. Two tabs calling one receiver still walk its script in order, and the thousand
 * calls an instant makes to one receiver read and write its script once. `answer` is
 * synchronous, so a claim works out every outcome before it writes.
 */
export async function scriptedReceivers(tx: Tx, webhooks: Iterable<Pick<Webhook, 'endpoint'>>) {
  const unique = [...new Set([...webhooks].flatMap((webhook) => receiverName(webhook.endpoint) ?? []))];
  const found = await Promise.all(unique.map((name) => tx.get('settings', RECEIVER_SETTING_PREFIX + name)));
  const scripts = new Map(unique.map((name, i) => [name, found[i]]));
  const moved = new Set<string>();
  return {
    /**
     * What `name` answers its next call (the default answer when it has no script); a receiver
     * that verifies signatures refuses a `call` whose signature does not verify.
     */
    answer(name: string, call?: SignedCall): ScriptedResult {
      const setting = scripts.get(name);
      if (!setting) return callResult(DEFAULT_ANSWER);
      const state = setting.value as ReceiverState;
      const refusal = state.verifySignatures && call ? signatureRefusal(call) : undefined;
      if (refusal) return refusal;
      scripts.set(name, { ...setting, value: { ...state, calls: state.calls + 1 } });
      moved.add(name);
      return callResult(state.answers[Math.min(state.calls, state.answers.length - 1)]!);
    },
    /** Stores the scripts that answered. */
    save: () => Promise.all([...moved].map((name) => tx.put('settings', scripts.get(name)!))),
  };
}

/** A call as a verifying receiver checks it: what was sent, beside the secret it expects and real time. */
export interface SignedCall extends CallSigning {
  request: OutgoingRequest;
}

/** The 400 a verifying receiver answers a call whose signature does not verify; none when it does. */
function signatureRefusal({ request, secret, nowSeconds }: SignedCall): ScriptedResult | undefined {
  try {
    verifySignatureNow({ secret, body: request.body ?? '', header: request.headers[SIGNATURE_HEADER], nowSeconds });
    return undefined;
  } catch (error) {
    if (!(error instanceof SignatureVerificationError)) throw error;
    return {
      kind: 'answered',
      status: 400,
      body: JSON.stringify({ error: 'signature rejected', reason: error.reason, detail: error.message }),
    };
  }
}

/**
 * What a scripted receiver does with a call: answers it or fails it, at once or `delayMs` later
 * on the gateway's clock, or never answers.
 */
export type ScriptedResult = (CallResult & { delayMs?: number }) | { kind: 'never-answers' };

function callResult(answer: Answer): ScriptedResult {
  if ('neverAnswers' in answer) return { kind: 'never-answers' };
  if ('networkError' in answer) return { kind: 'network-error', error: answer.networkError, delayMs: answer.delayMs };
  return { kind: 'answered', status: answer.status, body: answer.body ?? '', delayMs: answer.delayMs };
}

/**
 * The receiver a URL names, or undefined when it is not a sandbox receiver. Kept by URL: a
 * month of retries asks about the few endpoints its webhooks call twice an attempt, and parsing
 * each time was a fiftieth of it.
 */
export const receiverName = memoizedByUrl(parsedReceiverName);

function parsedReceiverName(url: string): string | undefined {
  const parsed = URL.canParse(url) ? new URL(url) : undefined;
  if (parsed?.origin !== RECEIVER_ORIGIN) return undefined;
  return decodedOrAsIs(parsed.pathname.slice(1)) || 'default';
}

/**
 * `text` with its %-escapes decoded, or as it is when one is malformed (`%E0`): such a name can
 * never be scripted, so the receiver answers as an unscripted one, where decoding would throw
 * in every advance.
 */
function decodedOrAsIs(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

function assertName(name: string): void {
  if (!/^[\w.-]{1,64}$/.test(name)) throw errors.badRequest('A receiver name is 1-64 letters, digits, _, . or -');
}
