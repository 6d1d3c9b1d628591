import { decode } from 'fast-png';
import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { encodeRgbPng } from './png-encoder';

/** A 3 × 2 image: red, green, blue, then white, black, a grey. */
const pixels = Uint8Array.from([255, 0, 0, 0, 255, 0, 0, 0, 255, 255, 255, 255, 0, 0, 0, 128, 128, 128]);

describe('the PNG encoder of QR banners', () => {
  it('writes an 8-bit RGB PNG that a general decoder reads back pixel for pixel', async () => {
    const png = decode(await encodeRgbPng({ width: 3, height: 2, data: pixels }));

    expect([png.width, png.height, png.channels, png.depth]).toEqual([3, 2, 3, 8]);
    expect([...png.data]).toEqual([...pixels]);
  });

  it('carries its text chunks, keyword and text', async () => {
    const png = decode(
      await encodeRgbPng({ width: 3, height: 2, data: pixels, text: { Title: 'Document INV-7', URL: 'https://pay.example/c/1' } }),
    );

    expect(png.text).toEqual({ Title: 'Document INV-7', URL: 'https://pay.example/c/1' });
  });

  it('checksums every chunk and deflates rows that each start with filter 0 (none)', async () => {
    const bytes = await encodeRgbPng({ width: 3, height: 2, data: pixels });
    const chunks: { type: string; data: Buffer; crcOk: boolean }[] = [];
    const buffer = Buffer.from(bytes);
    for (let offset = 8; offset < buffer.length; ) {
      const length = buffer.readUInt32BE(offset);
      const type = buffer.toString('latin1', offset + 4, offset + 8);
      const data = buffer.subarray(offset + 8, offset + 8 + length);
      const crc = buffer.readUInt32BE(offset + 8 + length);
      chunks.push({ type, data, crcOk: crc === crc32Of(buffer.subarray(offset + 4, offset + 8 + length)) });
      offset += 12 + length;
    }

    expect(chunks.map(({ type, crcOk }) => [type, crcOk])).toEqual([
      ['IHDR', true],
      ['IDAT', true],
      ['IEND', true],
    ]);
    const rows = inflateSync(chunks[1]!.data);
    expect([rows[0], rows[10]]).toEqual([0, 0]);
  });
});

/** zlib's own CRC-32, for checking ours. */
function crc32Of(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = crc & 1 ? 0xedb88320 ^ (crc >>> 1) : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}
