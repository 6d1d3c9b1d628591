import { describe, expect, it } from 'vitest';
import type { StepRun } from '../scenarios/run/run-scenario';
import { troubledStepIndex } from './troubled-step';

const request = { method: 'POST', url: 'https://api.sandbox.gateway.test/api/product/pay', headers: '', body: '' };
const answered = (status: number): StepRun => ({ request, answer: { status, statusText: '', headers: [], body: '{}' } });
const failed: StepRun = { request, failure: '{{0.id}}: the answer of step 0 has no id' };

describe('the step an embed tells about first', () => {
  it('is none when every step answered well', () => {
    expect(troubledStepIndex([answered(200), answered(200)], 1)).toBe(-1);
  });

  it('is a set-up step that answered an error before the shown one', () => {
    expect(troubledStepIndex([answered(401), failed], 1)).toBe(0);
  });

  it('is the first step that failed, the shown one included', () => {
    expect(troubledStepIndex([answered(200), failed], 1)).toBe(1);
  });

  it('is not the shown step answering an error: that answer is what the example shows', () => {
    expect(troubledStepIndex([answered(200), answered(400)], 1)).toBe(-1);
  });
});
