import { describe, expect, it } from 'vitest';
import { offsetText } from './clock-chip';

describe('the header clock’s offset from real time', () => {
  it('names the two largest units, with a sign', () => {
    expect(offsetText(10 * 3600_000 + 2 * 60_000 + 7_000)).toBe('+10 h 2 min');
    expect(offsetText(-(3 * 86_400_000 + 4 * 3600_000))).toBe('−3 d 4 h');
    expect(offsetText(12_000)).toBe('+12 s');
  });

  it('says now within half a second', () => {
    expect(offsetText(400)).toBe('now');
  });
});
