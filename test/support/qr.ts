/**
 * Reads the QR code on a banner the way a phone camera would: from pixels. SVG banners are
 * rasterised first, so the test checks what is drawn, not the markup.
 */
import { Resvg } from '@resvg/resvg-js';
import { decode as decodePng } from 'fast-png';
import jsQR from 'jsqr';

interface Pixels {
  width: number;
  height: number;
  rgba: Uint8ClampedArray;
}

/** The banner as RGBA pixels. Fonts are not loaded: text is irrelevant to the code. */
function rasterizeSvg(svg: Uint8Array, width = 800): Pixels {
  const image = new Resvg(Buffer.from(svg), {
    fitTo: { mode: 'width', value: width },
    background: 'white',
    font: { loadSystemFonts: false },
  }).render();
  return { width: image.width, height: image.height, rgba: new Uint8ClampedArray(image.pixels) };
}

function rasterizePng(png: Uint8Array): Pixels {
  const { width, height, data, channels, depth } = decodePng(png);
  if (depth !== 8) throw new Error(`unexpected PNG bit depth ${depth}`);
  const rgba = new Uint8ClampedArray(width * height * 4);
  for (let i = 0; i < width * height; i++) {
    const grey = channels < 3;
    for (let c = 0; c < 3; c++) rgba[i * 4 + c] = data[i * channels + (grey ? 0 : c)]!;
    rgba[i * 4 + 3] = channels === 4 || channels === 2 ? data[i * channels + channels - 1]! : 255;
  }
  return { width, height, rgba };
}

/** The text of the QR code in the image, or a thrown error when none can be read. */
export function readQr(image: Uint8Array, format: 'svg' | 'png'): string {
  const { width, height, rgba } = format === 'svg' ? rasterizeSvg(image) : rasterizePng(image);
  const code = jsQR(rgba, width, height);
  if (!code) throw new Error(`no QR code found in the ${format} banner`);
  return code.data;
}

/** PNG signature and SVG root, to tell which format a banner came in. */
export function formatOf(image: Uint8Array): 'svg' | 'png' | 'unknown' {
  if ([0x89, 0x50, 0x4e, 0x47].every((byte, i) => image[i] === byte)) return 'png';
  const head = new TextDecoder().decode(image.slice(0, 200));
  return /<svg[\s>]/.test(head) ? 'svg' : 'unknown';
}
