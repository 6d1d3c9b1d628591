/**
 * A scenario's title from the operations it runs ("Create a product, then a payment"), named by
 * the summaries of the OpenAPI document the console's catalogue reads: never a URL, which would
 * carry ids from the author's workspace into the embed's heading and the iframe's `title`. Pure.
 */
import { findOperation, type Operation } from '../catalogue';
import { hostOfUrl } from '../environments';

/** More operations than this are told as the first, how many more, and the last. */
const MOST_NAMED = 3;

/** The title of a scenario sending `requests` in order. */
export function titleOfRequests(requests: readonly { method: string; url: string }[], operations: readonly Operation[]): string {
  const phrases = requests.map((request) => phraseOf(request, operations)).filter((phrase, index, all) => phrase !== all[index - 1]);
  if (phrases.length === 0) return 'Scenario';
  const named = phrases.length > MOST_NAMED ? [phrases[0]!, `${phrases.length - 2} more steps`, phrases.at(-1)!] : phrases;
  return named.reduce((title, phrase, index) => `${title}, then ${continued(phrase, named[index - 1]!)}`);
}

/** What one request does: its operation's summary up to the first aside, or its method and path with ids left out. */
function phraseOf({ method, url }: { method: string; url: string }, operations: readonly Operation[]): string {
  const host = hostOfUrl(url.trim());
  const path = pathOf(url);
  const operation = host && findOperation(operations, method.toUpperCase(), path, host.role);
  if (operation?.summary) return operation.summary.split(/[:;(,]/)[0]!.trim();
  return `${method.toUpperCase()} ${path.replace(/[^/]*\d[^/]*/g, (part) => (part.length >= 8 ? '…' : part))}`;
}

/** A phrase after "then": lower-cased as a sentence goes on, its verb left out when it repeats the one before. */
function continued(phrase: string, before: string): string {
  const [verb, ...rest] = phrase.split(' ');
  // "Create a product, then a payment"; a method (`GET /path`) is kept, or the path would read alone.
  if (rest.length > 0 && /^[A-Z][a-z]+$/.test(verb!) && verb === before.split(' ')[0]) return rest.join(' ');
  // A method or an acronym (`GET`, `API`) keeps its capitals.
  return /^[A-Z]{2,}$/.test(verb!) ? phrase : phrase[0]!.toLowerCase() + phrase.slice(1);
}

function pathOf(url: string): string {
  try {
    return new URL(url.trim()).pathname;
  } catch {
    return url.trim().split('?')[0]!;
  }
}
