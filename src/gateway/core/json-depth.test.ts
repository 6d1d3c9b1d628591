import { describe, expect, it } from 'vitest';
import { nestsDeeperThan } from './json-depth';

const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

describe('nestsDeeperThan', () => {
  it('counts every object and array level, scalars adding none', () => {
    expect(nestsDeeperThan('7', 0)).toBe(false);
    expect(nestsDeeperThan('"text"', 0)).toBe(false);
    expect(nestsDeeperThan('{}', 0)).toBe(true);
    expect(nestsDeeperThan('{"a":[1,{"b":"x"}]}', 3)).toBe(false);
    expect(nestsDeeperThan('{"a":[1,{"b":{}}]}', 3)).toBe(true);
  });

  it('finds the deepest branch among shallow siblings', () => {
    expect(nestsDeeperThan(`[[],[],{"deep":${nested(10)}}]`, 11)).toBe(true);
    expect(nestsDeeperThan(`[[],[],{"deep":${nested(10)}}]`, 12)).toBe(false);
  });

  it('does not count brackets inside strings, escaped quotes included', () => {
    expect(nestsDeeperThan(`{"a":"${'['.repeat(50)}","b":"\\"[[[[","c":"\\\\"}`, 1)).toBe(false);
    expect(nestsDeeperThan(`{"a":"\\\\",${'"b":['.repeat(1)}[]]}`, 2)).toBe(true);
  });

  it('answers for 100,000 nested arrays without parsing them', () => {
    expect(nestsDeeperThan(nested(100_000), 512)).toBe(true);
    expect(nestsDeeperThan(nested(512), 512)).toBe(false);
  });
});
