import { describe, expect, it } from 'vitest';
import { formatDuration } from './duration';

describe('durations', () => {
  it('formats durations to their two largest units', () => {
    expect(formatDuration(1000)).toBe('1 s');
    expect(formatDuration(5 * 60_000)).toBe('5 min');
    expect(formatDuration(3 * 3600_000 + 61_000)).toBe('3 h 1 min');
    expect(formatDuration(-5)).toBe('0 s');
  });
});
