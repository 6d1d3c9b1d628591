/**
 * Claiming webhook attempts for sending: a claim moves an attempt from PENDING to IN_FLIGHT once,
 * signed afresh, so two tabs or two gateways on one store never send it twice. Claims asked for
 * together share one transaction (see `claimer`).
 */
import { type Claim, claimOne, scriptedReceivers } from '../gateway/webhooks';
import type { Clock, DeliveryAttempt, Store, Tx } from '../gateway/core';
import type { BatchedCall } from './batches';
import { attemptsMaybePending, webhooksOf } from './reads';

/**
 * Claims attempts: each PENDING one is signed afresh and marked IN_FLIGHT in one transaction,
 * unless someone else got there first, so no attempt is sent twice. The claims asked for until
 * their write's transaction begins share it: while another transaction runs, they all wait for
 * the same next one. A claim asked for later is in the next batch. A batch moves the receivers'
 * scripts on, so batches claim one after another even when one transaction holds two (under
 * group commit, a failed batch's claims tried again beside the next batch). A call to a scripted
 * receiver is answered and recorded in that same transaction: an attempt then costs two writes
 * (its outcome and its retry), where claiming, answering and recording apart cost three and as
 * many reads again. A failed shared transaction is tried again claim by claim, so a failure
 * undoes only its own claim. Each attempt is in one lane's hands (see `instant-runner.ts`), so no
 * batch asks for an attempt twice.
 */
export function claimer(store: Store, clock: Clock): (wanted: Wanted) => Promise<Claim> {
  const sender = store.senders?.me;
  /** The claims of the write asked for last, until its transaction begins. */
  let gathering: BatchedCall<Wanted, Claim>[] | undefined;
  /**
   * The batch claiming last in each transaction: another batch in that transaction begins after
   * it. (Transactions apart are kept apart by the store; waiting on one from another would leave
   * an IndexedDB transaction without requests, and it would commit.)
   */
  const claimingIn = new WeakMap<Tx, Promise<unknown>>();
  function claimInTurn(tx: Tx, wanted: Wanted[]): Promise<Claim[]> {
    const before = claimingIn.get(tx);
    const claims = before ? before.then(() => claimAll(tx, clock, wanted, sender)) : claimAll(tx, clock, wanted, sender);
    claimingIn.set(
      tx,
      claims.catch(() => undefined),
    );
    return claims;
  }
  async function claimBatch(calls: BatchedCall<Wanted, Claim>[]): Promise<void> {
    try {
      const claims = await store.write((tx) => {
        // The batch closes as its transaction begins: a claim asked for from now on is in the next.
        if (gathering === calls) gathering = undefined;
        return claimInTurn(
          tx,
          calls.map((call) => call.input),
        );
      });
      calls.forEach((call, i) => call.resolve(claims[i]!));
    } catch {
      if (gathering === calls) gathering = undefined;
      for (const call of calls) {
        await store.write((tx) => claimInTurn(tx, [call.input])).then(([claim]) => call.resolve(claim!), call.reject);
      }
    }
  }
  return (input) =>
    new Promise<Claim>((resolve, reject) => {
      if (gathering) {
        gathering.push({ input, resolve, reject });
        return;
      }
      gathering = [{ input, resolve, reject }];
      void claimBatch(gathering);
    });
}

/** An attempt to claim, and the webhook it was queued for. */
export interface Wanted {
  attemptId: string;
  webhookId: string;
}

/**
 * Claims the `wanted` attempts in `tx`, reading side by side (in a browser every IndexedDB
 * request is a round trip to the storage process, and on PostgreSQL every statement one to the
 * database, under the write lock): the attempts and their webhooks at once. Signing and the
 * receivers' answers are synchronous, so they fit inside the transaction.
 */
async function claimAll(tx: Tx, clock: Clock, wanted: readonly Wanted[], sender: string | undefined): Promise<Claim[]> {
  const attemptIds = wanted.map((one) => one.attemptId);
  const asked = new Set(wanted.map((one) => one.webhookId));
  const [found, webhooks] = await Promise.all([attemptsMaybePending(tx, attemptIds), webhooksOf(tx, [...asked])]);
  // In the order the claims came, which is the order the receivers' scripts answer them in.
  const pending = attemptIds.flatMap((id) => {
    const attempt = found.get(id);
    return attempt?.state === 'PENDING' ? [attempt] : [];
  });
  // An attempt under an id the event did not know (an import replaced the sandbox meanwhile):
  // its own webhook, read now, not "no longer exists".
  const unasked = [...new Set(pending.map((attempt) => attempt.webhookId))].filter((id) => !asked.has(id));
  if (unasked.length > 0) for (const [id, webhook] of await webhooksOf(tx, unasked)) webhooks.set(id, webhook);
  const receivers = await scriptedReceivers(tx, webhooks.values());
  const time = { sentAt: clock.now(), realNow: clock.realNow() };
  const claims = new Map<string, Claim>();
  const writes: DeliveryAttempt[] = [];
  for (const attempt of pending) {
    const { claim, records } = claimOne(attempt, webhooks.get(attempt.webhookId), time, receivers, () => clock.now(), sender);
    claims.set(attempt.id, claim);
    writes.push(...records);
  }
  await Promise.all([...writes.map((record) => tx.put('deliveries', record)), receivers.save()]);
  return attemptIds.map((id) => claims.get(id) ?? { kind: 'not-sent' });
}
