/**
 * What a URL parses to, kept for the last URLs asked about: a month of retries asks about the
 * same few endpoints thousands of times, and parsing each time was a measurable share of it.
 */

/**
 * `parse`, remembering its answer for the last `kept` URLs (the oldest forgotten first). A URL
 * longer than `longestKept` characters is parsed every time: an endpoint has no length cap, and
 * a few hundred huge keys would pin megabytes.
 */
export function memoizedByUrl<T>(parse: (url: string) => T, { kept = 256, longestKept = 2048 } = {}): (url: string) => T {
  const answers = new Map<string, T>();
  return (url) => {
    // `has` first: an answer may be undefined.
    if (answers.has(url)) return answers.get(url) as T;
    const answer = parse(url);
    if (url.length <= longestKept) {
      if (answers.size >= kept) answers.delete(answers.keys().next().value!);
      answers.set(url, answer);
    }
    return answer;
  };
}
