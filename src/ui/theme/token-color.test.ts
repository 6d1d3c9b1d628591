import { describe, expect, it } from 'vitest';
import { hexOf } from './token-color';

describe('a computed colour as Monaco takes it', () => {
  it('turns rgb() into #rrggbb, each channel two digits', () => {
    expect(hexOf('rgb(24, 28, 36)')).toBe('#181c24');
    expect(hexOf('rgb(255, 255, 255)')).toBe('#ffffff');
  });

  it('drops an alpha channel', () => {
    expect(hexOf('rgba(0, 0, 0, 0.5)')).toBe('#000000');
  });

  it('refuses what is not rgb()', () => {
    expect(() => hexOf('light-dark(#fff, #000)')).toThrow('Not an rgb() colour');
  });
});
