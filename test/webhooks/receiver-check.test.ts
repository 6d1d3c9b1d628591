/**
 * `POST /_sandbox/webhooks/{id}/check`: the receiver battery sent to a webhook's endpoint by the
 * gateway, with its method, headers and clock, the scripted receivers answering from their scripts.
 */
import { describe, expect, it } from 'vitest';
import { BASE } from '../support/harness';
import { openWebhookScene, T0 } from '../support/webhook-scene';

type Case = { id: string; answers: { status: number | null }[]; ok: boolean };
const statusesOf = (c: Case) => [c.id, c.answers.map((answer) => answer.status), c.ok];

describe('the receiver check helper', () => {
  it('judges a scripted receiver by its script: one that refuses everything fails the genuine delivery', async () => {
    const scene = await openWebhookScene();
    await scene.helper('PUT', '/receivers/shop', { answers: [{ status: 401 }] });
    const report = await scene.helper('POST', `/webhooks/${scene.webhook.id}/check`);
    expect(report).toMatchObject({ endpoint: 'https://hooks.gateway.test/shop', expectedCode: 200, passed: false, unreachable: false });
    expect(report.cases.map(statusesOf)).toEqual([
      ['genuine', [401], false],
      ['wrong-signature', [401], true],
      ['changed-body', [401], true],
      ['stale-timestamp', [401], true],
      ['no-signature', [401], true],
      ['duplicate', [401], false],
      ['concurrent-duplicate', [401, 401], false],
      ['older-status', [401], false],
    ]);
    expect(report.summary).toContain('Every genuine delivery was refused: the likely cause is a wrong signing secret');
    expect((await scene.helper('GET', '/receivers')).find((r: { name: string }) => r.name === 'shop').calls).toBe(9);
  });

  it('passes a scripted receiver that verifies signatures: every forgery refused, every genuine delivery accepted', async () => {
    const scene = await openWebhookScene({ clock: 'simulated' });
    await scene.helper('PUT', '/receivers/shop', { answers: [{ status: 200 }], verifySignatures: true });
    const report = await scene.helper('POST', `/webhooks/${scene.webhook.id}/check`);
    expect(report.cases.map(statusesOf)).toEqual([
      ['genuine', [200], true],
      ['wrong-signature', [400], true],
      ['changed-body', [400], true],
      ['stale-timestamp', [400], true],
      ['no-signature', [400], true],
      ['duplicate', [200], true],
      ['concurrent-duplicate', [200, 200], true],
      ['older-status', [200], true],
    ]);
    expect(report.passed).toBe(true);
  });

  it('says a scripted receiver that never answers was reached but silent, after one call', async () => {
    const scene = await openWebhookScene();
    await scene.helper('PUT', '/receivers/shop', { answers: [{ neverAnswers: true }] });
    const report = await scene.helper('POST', `/webhooks/${scene.webhook.id}/check`);
    expect(report).toMatchObject({ passed: false, unreachable: false, silent: true });
    expect(report.summary).toContain('https://hooks.gateway.test/shop was reached but silent');
    expect(report.cases).toHaveLength(1);
  });

  it('records no delivery attempt and leaves simulated time where it was', async () => {
    const scene = await openWebhookScene({ clock: 'simulated' });
    const report = await scene.helper('POST', `/webhooks/${scene.webhook.id}/check`);
    // The unscripted receiver accepts everything: every forgery gets in.
    expect(report.cases.filter((c: { ok: boolean }) => !c.ok).map((c: { id: string }) => c.id)).toEqual([
      'wrong-signature',
      'changed-body',
      'stale-timestamp',
      'no-signature',
    ]);
    expect(await scene.deliveries()).toEqual([]);
    expect((await scene.helper('GET', '/clock')).now).toBe(T0);
  });

  it('answers 404 for a webhook that does not exist', async () => {
    const scene = await openWebhookScene();
    const reply = await scene.h.json('POST', `${BASE}/_sandbox/webhooks/00000000-0000-4000-8000-000000000000/check`);
    expect(reply.status).toBe(404);
  });
});
