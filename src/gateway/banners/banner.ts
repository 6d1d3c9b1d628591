/**
 * Print-ready QR banners for subproduct documents. The QR code encodes the document's checkout
 * URL, so scanning a printed banner opens the page where it is paid.
 *
 * SVG banners carry the document's texts; PNG banners are the framed QR code alone, since a PNG
 * would need a font rasteriser that pure TypeScript here does not have. Both are pure: no DOM,
 * no canvas, the same image in the browser and in Node.
 */
import { create as createQr } from 'qrcode/lib/core/qrcode.js';
import { encodeRgbPng } from './png-encoder';
import type { Payment } from '../core';

const BRAND = { r: 0x1d, g: 0x4e, b: 0xd8 };
const PNG_MODULE_PX = 12;
const QUIET_MODULES = 4;

export async function renderBanner(document: Payment, checkoutUrl: string): Promise<Uint8Array> {
  const matrix = qrMatrix(checkoutUrl);
  return document.banner?.imageFormat === 'png'
    ? pngBanner(matrix, checkoutUrl, document.externalId)
    : new TextEncoder().encode(svgBanner(matrix, document));
}

interface QrMatrix {
  size: number;
  isDark(row: number, column: number): boolean;
}

function qrMatrix(text: string): QrMatrix {
  const { modules } = createQr(text, { errorCorrectionLevel: 'M' });
  return { size: modules.size, isDark: (row, column) => Boolean(modules.get(row, column)) };
}

/** A 100 × 150 mm card: header, amount, the document's details, the QR code and its number. */
function svgBanner(matrix: QrMatrix, document: Payment): string {
  const title = document.banner?.bannerType ?? 'Payment';
  const lines = Object.entries(document.details)
    .filter(([, value]) => value !== null && typeof value !== 'object')
    .slice(0, 6)
    .map(([key, value], index) => text(`${key}: ${String(value)}`, 8, 36 + index * 5, 3.6));
  const qrSize = 64;
  const qrTop = 70;
  const cell = qrSize / (matrix.size + QUIET_MODULES * 2);
  let path = '';
  for (let row = 0; row < matrix.size; row++) {
    for (let column = 0; column < matrix.size; column++) {
      if (matrix.isDark(row, column)) path += `M${column + QUIET_MODULES} ${row + QUIET_MODULES}h1v1h-1z`;
    }
  }
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<svg xmlns="http://www.w3.org/2000/svg" width="100mm" height="150mm" viewBox="0 0 100 150">',
    '<rect width="100" height="150" fill="#fff"/>',
    `<rect width="100" height="22" fill="rgb(${BRAND.r},${BRAND.g},${BRAND.b})"/>`,
    text(title, 8, 14, 7, '#fff', 'bold'),
    text(formatPrice(document.price), 8, 30, 6, '#111', 'bold'),
    ...lines,
    `<g transform="translate(${(100 - qrSize) / 2} ${qrTop}) scale(${cell})">`,
    `<rect width="${matrix.size + QUIET_MODULES * 2}" height="${matrix.size + QUIET_MODULES * 2}" fill="#fff"/>`,
    `<path d="${path}" fill="#000" shape-rendering="crispEdges"/>`,
    '</g>',
    text('Scan to pay', 50, qrTop + qrSize + 6, 4, '#111', 'bold', 'middle'),
    text(`No. ${document.externalId}`, 50, qrTop + qrSize + 12, 3.4, '#555', 'normal', 'middle'),
    '</svg>',
  ].join('\n');
}

function text(content: string, x: number, y: number, size: number, fill = '#333', weight = 'normal', anchor = 'start') {
  return `<text x="${x}" y="${y}" font-family="Helvetica, Arial, sans-serif" font-size="${size}" font-weight="${weight}" fill="${fill}" text-anchor="${anchor}">${escapeXml(content)}</text>`;
}

/** Request text goes into the banner as text, never as markup. */
function escapeXml(value: string): string {
  return value.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function formatPrice(price: number | null): string {
  return price === null ? 'Amount of your choice' : `${(price / 100).toFixed(2)} PLN`;
}

/** The QR code on white with a brand-coloured band above and below, 12 px a module. */
function pngBanner(matrix: QrMatrix, checkoutUrl: string, externalId: string): Promise<Uint8Array> {
  const modules = matrix.size + QUIET_MODULES * 2;
  const width = modules * PNG_MODULE_PX;
  const band = PNG_MODULE_PX * 4;
  const height = width + band * 2;
  const data = new Uint8Array(width * height * 3).fill(0xff);
  const paint = (x: number, y: number, color: { r: number; g: number; b: number }) => {
    const offset = (y * width + x) * 3;
    data[offset] = color.r;
    data[offset + 1] = color.g;
    data[offset + 2] = color.b;
  };
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (y < band || y >= height - band) paint(x, y, BRAND);
      else {
        const row = Math.floor((y - band) / PNG_MODULE_PX) - QUIET_MODULES;
        const column = Math.floor(x / PNG_MODULE_PX) - QUIET_MODULES;
        const inCode = row >= 0 && column >= 0 && row < matrix.size && column < matrix.size;
        if (inCode && matrix.isDark(row, column)) paint(x, y, { r: 0, g: 0, b: 0 });
      }
    }
  }
  return encodeRgbPng({
    width,
    height,
    data,
    text: { Title: latin1(`Document ${externalId}`), URL: checkoutUrl },
  });
}

/** PNG text chunks hold Latin-1 only. */
function latin1(value: string): string {
  return value.replace(/[^\x20-\xff]/g, '?');
}
