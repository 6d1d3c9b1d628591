/** Which image a binary answer holds, from its first bytes: a QR banner comes as PNG or SVG. */

export type ImageKind = 'png' | 'svg';

/** `png` for the PNG signature, `svg` for an `<svg` root near the start, otherwise `undefined`. */
export function imageKindOf(bytes: Uint8Array): ImageKind | undefined {
  if ([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((byte, index) => bytes[index] === byte)) return 'png';
  const head = new TextDecoder().decode(bytes.subarray(0, 512));
  return /^\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*<svg[\s>]/.test(head) ? 'svg' : undefined;
}

/** The MIME type an `<img>` needs to show the image: the gateway sends `application/octet-stream`. */
export const MIME_TYPES: Record<ImageKind, string> = { png: 'image/png', svg: 'image/svg+xml' };
