/**
 * Every HTTP call the console makes, in one place: the OpenAPI document, the stored records for
 * the pickers, a partner for a first visit, and the request the person sends.
 */
import { sandbox } from '../shared/sandbox-connection';
import type { OpenApiDocument } from './catalogue';
import { headersOf, sendsBody, type ConsoleRequest } from './console-request';
import { imageKindOf, type ImageKind } from './image-kind';
import type { StoredRecords } from './stored-records';

/** The gateway's OpenAPI document: the catalogue and the editor's schemas come from it. */
export function fetchOpenApi(): Promise<OpenApiDocument> {
  return sandbox().call('GET /_sandbox/openapi.json') as Promise<OpenApiDocument>;
}

/** Every stored record, read through the keyless export. */
export async function fetchRecords(): Promise<StoredRecords> {
  return (await sandbox().call('GET /_sandbox/export')).collections as StoredRecords;
}

/**
 * A sandbox partner with its keys, so a first visit can send requests at once. Asks again first:
 * a partner made meanwhile (another tab, a script) is enough.
 */
export async function createStarterPartner(): Promise<void> {
  const partners = await sandbox().call('GET /_sandbox/partners');
  if (partners.length === 0) await sandbox().call('POST /_sandbox/partners', { body: { name: 'My shop' } });
}

export interface ConsoleAnswer {
  status: number;
  statusText: string;
  headers: [string, string][];
  contentType: string;
  /** The body as text (binary bodies included, for searching and copying). */
  text: string;
  /** An image body (a QR banner), with its bytes. */
  image?: { kind: ImageKind; bytes: Uint8Array };
  durationMs: number;
}

/** Sends the request with the page's own `fetch`; a network failure rejects with fetch's error. */
export async function sendConsoleRequest(request: ConsoleRequest): Promise<ConsoleAnswer> {
  const started = performance.now();
  const response = await fetch(request.url.trim(), {
    method: request.method,
    headers: headersOf(request),
    body: sendsBody(request) ? request.body : undefined,
  });
  const bytes = new Uint8Array(await response.arrayBuffer());
  const durationMs = Math.round(performance.now() - started);
  const kind = imageKindOf(bytes);
  return {
    status: response.status,
    statusText: response.statusText,
    headers: [...response.headers.entries()],
    contentType: response.headers.get('Content-Type') ?? '',
    text: new TextDecoder().decode(bytes),
    ...(kind ? { image: { kind, bytes } } : {}),
    durationMs,
  };
}
