/**
 * Remote-gateway mode: the built app served by the Node server talks to that server instead of
 * an in-page gateway. The server writes the gateway's addresses into the page it serves as two
 * `<meta>` tags; a page from a static host has none and runs its own gateway.
 */

/** The hosts a remote-gateway page talks to: each environment's base and status host. */
export interface RemoteGateway {
  base: string;
  status: string;
  liveBase: string;
  liveStatus: string;
}

const NAMES = {
  base: 'gateway-base-url',
  status: 'gateway-status-url',
  liveBase: 'gateway-live-base-url',
  liveStatus: 'gateway-live-status-url',
} as const;

/** `html` with the gateway's addresses as meta tags at the start of its head. */
export function withGatewayMeta(html: string, gateway: RemoteGateway): string {
  const tags = (Object.keys(NAMES) as (keyof RemoteGateway)[])
    .map((role) => `<meta name="${NAMES[role]}" content="${escapeAttribute(gateway[role])}" />`)
    .join('');
  return html.replace(/<head>/i, (head) => head + tags);
}

/** The gateway a served page was told to use, or undefined in a page that runs its own. */
export function remoteGatewayOf(document: Pick<Document, 'querySelector'>): RemoteGateway | undefined {
  const read = (name: string) => document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content;
  const gateway = {
    base: read(NAMES.base),
    status: read(NAMES.status),
    liveBase: read(NAMES.liveBase),
    liveStatus: read(NAMES.liveStatus),
  };
  return Object.values(gateway).every(Boolean) ? (gateway as RemoteGateway) : undefined;
}

function escapeAttribute(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}
