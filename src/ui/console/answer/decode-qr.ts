/**
 * Reads the QR code of a banner from its pixels, as a phone camera would: the image is drawn on
 * a canvas and jsQR (loaded on demand) finds the code. Browser only.
 */

/** The text the image's QR code encodes, or `undefined` when none can be read. */
export async function decodeQr(image: Blob): Promise<string | undefined> {
  const url = URL.createObjectURL(image);
  try {
    const element = new Image();
    element.src = url;
    await element.decode();
    const width = element.naturalWidth || 800;
    const height = element.naturalHeight || 800;
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d', { willReadFrequently: true })!;
    // A transparent background reads as black: paint the paper white first.
    context.fillStyle = '#fff';
    context.fillRect(0, 0, width, height);
    context.drawImage(element, 0, 0, width, height);
    const { default: jsQR } = await import('jsqr');
    return jsQR(context.getImageData(0, 0, width, height).data, width, height)?.data;
  } finally {
    URL.revokeObjectURL(url);
  }
}
