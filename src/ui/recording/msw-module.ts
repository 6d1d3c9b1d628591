/**
 * A recording as a module of msw handlers that a merchant drops into their own tests, in
 * TypeScript or in plain JavaScript (an ES module Node runs as it is): each recorded method and
 * URL answers what the gateway answered, in the recorded order, the last answer repeating. Pure:
 * builds the source text, nothing else.
 */
import type { RecordedExchange } from './recorded-exchange';

/** The package the generated module imports: the merchant's msw, never a dependency of this page. */
const MSW_PACKAGE = 'msw';

/** Headers msw works out itself; a recorded value would contradict the replayed body. */
const DROPPED_HEADERS = new Set(['content-length', 'transfer-encoding', 'content-encoding', 'connection']);

interface Answer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

export type ModuleLanguage = 'ts' | 'js';

/** The file extension and MIME type each language's module is saved with. */
export const MODULE_FILES: Record<ModuleLanguage, { extension: string; type: string }> = {
  ts: { extension: 'ts', type: 'text/typescript' },
  js: { extension: 'mjs', type: 'text/javascript' },
};

/** The module's source. Only answered exchanges are replayed; the query string is not matched. */
export function toMswModule(exchanges: readonly RecordedExchange[], recordedAt: Date, language: ModuleLanguage = 'ts'): string {
  const answers = new Map<string, { method: string; url: string; answers: Answer[] }>();
  for (const { request, response } of exchanges) {
    if (!response) continue;
    const url = withoutQuery(request.url);
    const key = `${request.method.toUpperCase()} ${url}`;
    const entry = answers.get(key) ?? { method: request.method.toUpperCase(), url, answers: [] };
    entry.answers.push({ status: response.status, headers: keptHeaders(response.headers), body: response.body });
    answers.set(key, entry);
  }
  const table = Object.fromEntries([...answers].map(([key, entry]) => [key, entry.answers]));
  const handlers = [...answers.values()].map(
    ({ method, url }) =>
      `  http.all(new RegExp(${JSON.stringify(`^${escapeRegExp(url)}$`)}), replay(${JSON.stringify(`${method} ${url}`)})),`,
  );
  const ts = language === 'ts';
  // The types are the only difference: TypeScript states them, JavaScript names them in JSDoc.
  const answerType = ts
    ? `interface RecordedAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

const recorded: Record<string, RecordedAnswer[]> = `
    : `/** @typedef {{ status: number, headers: Record<string, string>, body: string }} RecordedAnswer */

/** @type {Record<string, RecordedAnswer[]>} */
const recorded = `;
  return `/**
 * Answers recorded by Gateway Playground on ${recordedAt.toISOString()}: ${exchanges.length} request(s).
 * Each method and URL answers as recorded, in order; the last answer repeats. Query strings are
 * not matched. Use: \`setupServer(...handlers)\` from 'msw/node', or \`setupWorker(...handlers)\`.
 */
import { http, HttpResponse } from '${MSW_PACKAGE}';

${answerType}${JSON.stringify(table, null, 2)};

${ts ? '' : '/** @param {string} key */\n'}function replay(key${ts ? ': string' : ''}) {
  const [method] = key.split(' ');
  let calls = 0;
  return ({ request }${ts ? ': { request: Request }' : ''}) => {
    if (request.method !== method) return undefined;
    const answers = recorded[key]${ts ? '!' : ''};
    const answer = answers[Math.min(calls++, answers.length - 1)]${ts ? '!' : ''};
    return new HttpResponse(answer.body === '' ? null : answer.body, { status: answer.status, headers: answer.headers });
  };
}

export const handlers = [
${handlers.join('\n')}
];
`;
}

function withoutQuery(url: string): string {
  const parsed = new URL(url);
  return `${parsed.origin}${parsed.pathname}`;
}

function keptHeaders(headers: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !DROPPED_HEADERS.has(name.toLowerCase())));
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}
