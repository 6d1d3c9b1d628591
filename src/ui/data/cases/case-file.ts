/**
 * A case as one file: a workspace whole (its data with the clock and the scripted receivers, which
 * the snapshot's settings carry, and its console history), to hand to support and back. Reading
 * checks every record with the gateway's own schemas before anything is made for the case, so a
 * file that is not ours, or is damaged, is refused with a message that says what is wrong.
 */
import { z } from 'zod';
import { GatewayError, parseSnapshot, type Snapshot } from '../../../gateway';
import type { HistoryEntry } from '../../console';

const FORMAT = 'gateway-playground-case';
const VERSION = 1;

export interface CaseFile {
  format: typeof FORMAT;
  version: typeof VERSION;
  /** The workspace's name; an opened case gets a workspace of this name. */
  name: string;
  /** Epoch milliseconds, by the browser's clock. */
  savedAt: number;
  /** Exactly as `GET /_sandbox/export` answered it. */
  snapshot: Snapshot;
  /** The console's history, newest first, as the log lists it. */
  history: HistoryEntry[];
  /** The key the person worked with when saving; the opened case starts on it. Absent in older files. */
  workingKey?: string;
}

/** A file that cannot be opened as a case; the message is for the person who chose it. */
class CaseFileError extends Error {
  override name = 'CaseFileError';
}

const historyEntrySchema = z.object({
  sentAt: z.number(),
  env: z.enum(['sandbox', 'production']),
  request: z.object({
    method: z.string(),
    url: z.string(),
    apiKey: z.string(),
    headers: z.array(z.object({ name: z.string(), value: z.string() })),
    body: z.string(),
  }),
  status: z.number().int().optional(),
  durationMs: z.number().optional(),
  answer: z
    .object({
      statusText: z.string(),
      headers: z.array(z.tuple([z.string(), z.string()])),
      body: z.string(),
      truncated: z.boolean().optional(),
    })
    .optional(),
  source: z.string().optional(),
});

const envelopeSchema = z.object({
  format: z.literal(FORMAT),
  version: z.literal(VERSION),
  name: z.string(),
  savedAt: z.number(),
  snapshot: z.unknown(),
  history: z.array(z.unknown()),
  workingKey: z.string().optional(),
});

/** The case file of a workspace named `name`, worked on with `workingKey`. */
export function caseFileOf(name: string, snapshot: Snapshot, history: HistoryEntry[], savedAt: number, workingKey?: string): CaseFile {
  // Ids are the log's own; an opened case's log numbers its entries afresh.
  const entries = history.map(({ id: _id, ...entry }) => entry);
  return { format: FORMAT, version: VERSION, name, savedAt, snapshot, history: entries, ...(workingKey ? { workingKey } : {}) };
}

/**
 * The key an opened case starts on: the one its data belongs to. The key saved with it when it is
 * one of the case's keys still in force; for a file without one, the key of its newest request
 * sent with such a key, else the sandbox key of the partner who made the newest product.
 */
export function workingKeyOfCase(opened: CaseFile): string | undefined {
  const keys = opened.snapshot.collections.apiKeys.filter((key) => !key.revoked);
  const inForce = (candidate: string | undefined) => candidate !== undefined && keys.some((key) => key.key === candidate);
  if (inForce(opened.workingKey)) return opened.workingKey;
  const sent = opened.history.find((entry) => inForce(entry.request.apiKey.trim()));
  if (sent) return sent.request.apiKey.trim();
  const product = [...opened.snapshot.collections.products].sort((a, b) => b.createdAt - a.createdAt)[0];
  return keys.find((key) => key.partnerId === product?.partnerId && key.env === 'sandbox')?.key;
}

/** Whether `json` (parsed) claims to be a case file, whatever else it holds. */
export function looksLikeCaseFile(json: unknown): boolean {
  return typeof json === 'object' && json !== null && (json as { format?: unknown }).format === FORMAT;
}

/** The case in `text`, checked whole; throws CaseFileError saying what is wrong. */
export function readCaseFile(text: string): CaseFile {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new CaseFileError('This file is not a case: it is not JSON.');
  }
  const envelope = envelopeSchema.safeParse(json);
  if (!envelope.success) throw new CaseFileError('This file is not a Gateway Playground case file.');
  try {
    parseSnapshot(envelope.data.snapshot);
  } catch (error) {
    if (error instanceof GatewayError) throw new CaseFileError(`This case’s data is damaged: ${error.message}.`);
    throw error;
  }
  envelope.data.history.forEach((entry, index) => {
    const result = historyEntrySchema.safeParse(entry);
    if (!result.success) {
      const issue = result.error.issues[0]!;
      throw new CaseFileError(`This case’s console history is damaged: entry ${index}, ${issue.path.join('.')}: ${issue.message}.`);
    }
  });
  return envelope.data as CaseFile;
}

/** `case-<name>-2026-01-15T12-00-00Z.json`, the name cut to what every file system takes. */
export function caseFileName(name: string, at: Date): string {
  const safe =
    name
      .replace(/[^A-Za-z0-9_-]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 40) || 'workspace';
  return `case-${safe}-${at.toISOString().slice(0, 19).replaceAll(':', '-')}Z.json`;
}
