/**
 * A PNG encoder for 8-bit RGB pixels, the little a QR banner needs: no filtering (a banner of
 * flat colour deflates well without it), pixels deflated by the platform's `CompressionStream`
 * (browsers and Node alike), and Latin-1 text chunks. A general encoder would bring its own
 * deflate, several kilobytes an embed would load before it could show a PNG banner.
 */

export interface RgbImage {
  width: number;
  height: number;
  /** Row after row, three bytes (red, green, blue) a pixel. */
  data: Uint8Array;
  /** tEXt chunks: keyword → text, both Latin-1. */
  text?: Record<string, string>;
}

const SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

export async function encodeRgbPng({ width, height, data, text = {} }: RgbImage): Promise<Uint8Array> {
  const header = new Uint8Array(13);
  const view = new DataView(header.buffer);
  view.setUint32(0, width);
  view.setUint32(4, height);
  header.set([8, 2, 0, 0, 0], 8); // depth 8, colour type 2 (RGB), deflate, no filter method, no interlace
  const rowBytes = width * 3;
  const scanlines = new Uint8Array((rowBytes + 1) * height);
  for (let row = 0; row < height; row++) scanlines.set(data.subarray(row * rowBytes, (row + 1) * rowBytes), row * (rowBytes + 1) + 1);
  const chunks = [
    chunk('IHDR', header),
    ...Object.entries(text).map(([keyword, value]) => chunk('tEXt', latin1Bytes(`${keyword}\0${value}`))),
    chunk('IDAT', await zlibDeflate(scanlines)),
    chunk('IEND', new Uint8Array(0)),
  ];
  return concat([Uint8Array.from(SIGNATURE), ...chunks]);
}

/** Length, type, data and the CRC-32 of type and data. */
function chunk(type: string, data: Uint8Array): Uint8Array {
  const bytes = new Uint8Array(12 + data.length);
  const view = new DataView(bytes.buffer);
  view.setUint32(0, data.length);
  bytes.set(latin1Bytes(type), 4);
  bytes.set(data, 8);
  view.setUint32(8 + data.length, crc32(bytes.subarray(4, 8 + data.length)));
  return bytes;
}

async function zlibDeflate(bytes: Uint8Array): Promise<Uint8Array> {
  const stream = new CompressionStream('deflate');
  const writer = stream.writable.getWriter();
  // Read while writing: the stream holds back a write until its output is taken.
  const written = writer.write(bytes as Uint8Array<ArrayBuffer>).then(() => writer.close());
  const reader = stream.readable.getReader();
  const parts: Uint8Array[] = [];
  for (let read = await reader.read(); !read.done; read = await reader.read()) parts.push(read.value);
  await written;
  return concat(parts);
}

function concat(parts: Uint8Array[]): Uint8Array {
  const whole = new Uint8Array(parts.reduce((size, part) => size + part.length, 0));
  parts.reduce((offset, part) => (whole.set(part, offset), offset + part.length), 0);
  return whole;
}

function latin1Bytes(value: string): Uint8Array {
  return Uint8Array.from(value, (char) => char.charCodeAt(0) & 0xff);
}

let crcTable: Uint32Array | undefined;

function crc32(bytes: Uint8Array): number {
  crcTable ??= Uint32Array.from({ length: 256 }, (_, index) => {
    let value = index;
    for (let bit = 0; bit < 8; bit++) value = value & 1 ? 0xedb88320 ^ (value >>> 1) : value >>> 1;
    return value;
  });
  let crc = 0xffffffff;
  for (const byte of bytes) crc = crcTable[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}
