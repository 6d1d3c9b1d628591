import { describe, expect, it } from 'vitest';
import { statusLine } from './status-line';

describe('statusLine', () => {
  it('keeps the reason an answer gave, and supplies the gateway’s own when it gave none', () => {
    expect(statusLine(200, 'Fine')).toBe('200 Fine');
    expect(statusLine(503)).toBe('503 Service Unavailable');
    expect(statusLine(404, '')).toBe('404 Not Found');
    expect(statusLine(299)).toBe('299');
  });
});
