/**
 * A QR code of `text` as an SVG `data:` URL for an `<img>`: the markup is never put into the
 * page, so nothing in it (or in the text it encodes) can run. The QR encoder loads when a code
 * is first drawn: a checkout that shows none (an embed's, a phone's) never fetches it.
 */
import { useEffect, useState } from 'react';

/** `undefined` until the code is drawn (a few milliseconds) or when drawing fails. */
export function useQrImage(text: string): string | undefined {
  const [image, setImage] = useState<{ text: string; src: string }>();
  useEffect(() => {
    let current = true;
    import('qrcode')
      .then(({ default: QRCode }) => QRCode.toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 }))
      .then((svg) => current && setImage({ text, src: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}` }))
      .catch((error: unknown) => console.error('Could not draw the QR code', error));
    return () => {
      current = false;
    };
  }, [text]);
  return image?.text === text ? image.src : undefined;
}
