import { describe, expect, it } from 'vitest';
import { diffBodies } from './body-diff';

const sent = '{"orderId":"AbC","price":1299,"name":"Café"}';

describe('diffing a received body against the signed one', () => {
  it('finds nothing in byte-identical bodies', () => {
    expect(diffBodies(sent, sent)).toBeUndefined();
  });

  it('names changed whitespace and the first differing byte', () => {
    const diff = diffBodies(sent, JSON.stringify(JSON.parse(sent), null, 2));
    expect(diff).toMatchObject({ offset: 1, change: 'whitespace' });
    expect(diff!.receivedExcerpt).toContain('\\n');
  });

  it('names re-serialised JSON when the value is the same but keys moved', () => {
    const reordered = '{"price":1299,"orderId":"AbC","name":"Café"}';
    expect(diffBodies(sent, reordered)?.change).toBe('re-serialised JSON');
  });

  it('names re-serialised JSON when characters were escaped', () => {
    expect(diffBodies(sent, sent.replace('é', '\\u00e9'))?.change).toBe('re-serialised JSON');
  });

  it('names an encoding problem for text decoded as Latin-1 and counts bytes in UTF-8', () => {
    const mojibake = sent.replace('é', 'Ã©');
    const diff = diffBodies(sent, mojibake)!;
    expect(diff.change).toBe('encoding');
    expect(diff.sentLength).toBe(new TextEncoder().encode(sent).length);
    // é is C3 A9 and its Latin-1 reading C3 83 C2 A9: the second byte is the first to differ.
    expect(diff.offset).toBe(sent.indexOf('é') + 1);
  });

  it('names an encoding problem for a byte-order mark in front', () => {
    expect(diffBodies(sent, `\uFEFF${sent}`)).toMatchObject({ offset: 0, change: 'encoding' });
  });

  it('names changed content when the value itself differs', () => {
    expect(diffBodies(sent, sent.replace('1299', '1300'))?.change).toBe('content');
  });
});
