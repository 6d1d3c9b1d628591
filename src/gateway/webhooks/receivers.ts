/**
 * Scripted webhook receivers at `https://hooks.gateway.test/<name>`, answered inside the sandbox.
 * A script is a list of answers used in turn, the last one repeating: "500, 500, then 200".
 * Delays are on the gateway's clock, so simulated time moves them too. A receiver may verify
 * signatures as a careful merchant's does: then a call whose `X-Service-Signature` does not
 * verify (a "Wrong signature" or "Stale timestamp" replay) is refused with a 400, so those faults
 * show what they are for.
 */
import { z } from 'zod';
import { type CallResult, type CallSigning, errors, memoizedByUrl, type OutgoingRequest, type Store, type Tx, type Webhook } from '../core';
import { SIGNATURE_HEADER, SignatureVerificationError, verifySignatureNow } from './signing';

export const RECEIVER_ORIGIN = 'https://hooks.gateway.test';

/**
 * One answer of a script, of exactly one kind: a field of another kind, or one no kind has, is
 * refused rather than dropped (`{status: 200, networkError: "x"}` was stored as a plain 200).
 */
const answerSchema = z.union([
  z.strictObject({
    status: z.number().int().min(100).max(599),
    body: z.string().optional(),
    delayMs: z.number().int().nonnegative().optional(),
  }),
  z.strictObject({ neverAnswers: z.literal(true) }),
  z.strictObject({ networkError: z.string(), delayMs: z.number().int().nonnegative().optional() }),
]);

export const receiverScriptSchema = z
  .object({
    answers: z.array(answerSchema).min(1),
    /**
     * Check each call's signature with the calling webhook's `signingSecret`, within 300 s of real
     * time (the gateway signs with real time, simulated time or not), and answer 400 (leaving the script where it is) when it does not verify.
     */
    verifySignatures: z.boolean().optional(),
  })
  .meta({ id: 'SandboxReceiverScript' });

export type ReceiverScript = z.output<typeof receiverScriptSchema>;
type Answer = ReceiverScript['answers'][number];

/** A receiver as stored (a settings record's value): its script and how many calls it answered. */
export const receiverStateSchema = receiverScriptSchema.extend({
  name: z.string(),
  calls: z.number().int().nonnegative(),
});
type ReceiverState = z.output<typeof receiverStateSchema>;

/** An unscripted receiver simply accepts. */
const DEFAULT_ANSWER: Answer = { status: 200, body: '{"received":true}' };
/** Receivers are settings records named `receiver:<name>` (snapshots carry them). */
export const RECEIVER_SETTING_PREFIX = 'receiver:';

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
