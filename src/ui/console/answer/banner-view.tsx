/**
 * A QR banner answer shown as the image it is (PNG or SVG, always through `<img>`, so nothing in
 * an SVG can run), with a download button and the link its code holds.
 */
import { useEffect, useState } from 'react';
import { decodeQr } from './decode-qr';
import { MIME_TYPES, type ImageKind } from './image-kind';
import { RedirectLink } from './redirect-link';

export function BannerView({ kind, bytes }: { kind: ImageKind; bytes: Uint8Array }) {
  const [src, setSrc] = useState<string>();
  const [decoded, setDecoded] = useState<{ text?: string } | null>(null);

  useEffect(() => {
    const blob = new Blob([bytes as Uint8Array<ArrayBuffer>], { type: MIME_TYPES[kind] });
    const url = URL.createObjectURL(blob);
    setSrc(url);
    setDecoded(null);
    let current = true;
    decodeQr(blob)
      .then((text) => current && setDecoded({ text }))
      .catch(() => current && setDecoded({}));
    return () => {
      current = false;
      URL.revokeObjectURL(url);
    };
  }, [kind, bytes]);

  if (!src) return null;
  return (
    <figure className="banner">
      <img src={src} alt={`QR banner (${kind.toUpperCase()})`} />
      <figcaption>
        <a className="button button--small" href={src} download={`banner.${kind}`}>
          Download {kind.toUpperCase()}
        </a>
        {decoded === null && <span className="muted small">Reading the code…</span>}
        {decoded?.text && (
          <>
            <span className="small">The code opens:</span>
            <RedirectLink url={decoded.text} />
          </>
        )}
        {decoded && !decoded.text && <span className="muted small">No QR code could be read from the image.</span>}
      </figcaption>
    </figure>
  );
}
