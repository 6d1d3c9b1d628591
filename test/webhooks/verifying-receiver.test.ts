/**
 * A scripted receiver that verifies signatures, as a careful merchant's does: the sandbox's
 * signature faults are refused with a 400, an honest delivery gets the script's answer.
 */
import { describe, expect, it } from 'vitest';
import { openWebhookScene, type WebhookScene } from '../support/webhook-scene';

/** Sends a fault built from the webhook's latest delivery, lets it run, and answers it as stored. */
async function fault(scene: WebhookScene, kind: string) {
  const queued = await scene.helper('POST', `/webhooks/${scene.webhook.id}/send`, { fault: kind });
  await scene.advance(0);
  return (await scene.deliveries()).find((attempt: { id: string }) => attempt.id === queued.id);
}

async function deliveredPayment(scene: WebhookScene) {
  const hash = await scene.pay();
  await scene.move(hash, 'PENDING');
  await scene.move(hash, 'COMPLETED');
  await scene.advance(0);
  return scene.deliveries(`?paymentHash=${hash}`);
}

describe('a scripted receiver that verifies signatures', () => {
  it('answers its script to an honest delivery and 400 to a wrong signature or a stale timestamp, its script unmoved', async () => {
    const scene = await openWebhookScene();
    const script = await scene.helper('PUT', '/receivers/shop', {
      answers: [{ status: 200, body: '{"ok":true}' }, { status: 202 }, { status: 204 }],
      verifySignatures: true,
    });
    expect(script).toMatchObject({ verifySignatures: true, calls: 0 });

    const [honest] = await deliveredPayment(scene);
    expect(honest).toMatchObject({ state: 'SUCCEEDED', responseStatus: 200 });

    const wrong = await fault(scene, 'wrong-signature');
    expect(wrong).toMatchObject({ kind: 'wrong-signature', state: 'FAILED', responseStatus: 400 });
    expect(JSON.parse(wrong.responseBody)).toMatchObject({ error: 'signature rejected', reason: 'signature-mismatch' });

    const stale = await fault(scene, 'stale-timestamp');
    expect(stale).toMatchObject({ state: 'FAILED', responseStatus: 400 });
    expect(JSON.parse(stale.responseBody)).toMatchObject({ reason: 'timestamp-outside-tolerance' });

    // The refused calls did not use up the script: the next honest call gets its second answer.
    const duplicate = await fault(scene, 'duplicate');
    expect(duplicate).toMatchObject({ state: 'FAILED', responseStatus: 202 });
  });

  it('a receiver scripted without the option takes a wrong signature as any other call', async () => {
    const scene = await openWebhookScene();
    await scene.helper('PUT', '/receivers/shop', { answers: [{ status: 200 }] });
    await deliveredPayment(scene);

    expect(await fault(scene, 'wrong-signature')).toMatchObject({ state: 'SUCCEEDED', responseStatus: 200 });
  });
});
