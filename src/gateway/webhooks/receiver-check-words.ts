/**
 * The receiver check's report in words (`receiver-check.ts` runs the battery): each line claims
 * only what the answers show. A status shows accepted or refused; what a receiver did with a
 * repeat or a late delivery it accepted is said as what it must also do, and how to check it.
 */
import type { CaseResult, CheckReport } from './receiver-check-report';

/** What the endpoint answered, in words: "answered 200", "answered 200 and 409", "gave no answer (…)". */
export function answerText({ answers }: Pick<CaseResult, 'answers'>): string {
  if (answers.every((answer) => answer.status !== null)) return `answered ${answers.map((answer) => answer.status).join(' and ')}`;
  return answers
    .map((answer) =>
      answer.status !== null
        ? `answered ${answer.status}`
        : answer.silent
          ? `took the connection and sent ${answer.error}`
          : `gave no answer (${answer.error})`,
    )
    .join(' and ');
}

/** The report as text: one line per case, then the summary. The CLI prints it as it is. */
export function reportLines(report: CheckReport): string[] {
  const lines = report.cases.map(
    (result) => `${result.mark.toUpperCase().padEnd(8)}  ${result.id.padEnd(20)}  ${caseSentence(result, report.expectedCode)}`,
  );
  return [...lines, report.summary];
}

/**
 * One case in a sentence: what was sent, what came back (accepted or refused, which is all a
 * status shows), and what a safe receiver does, with what it must also do that no status shows.
 */
function caseSentence(result: CaseResult, expectedCode: number): string {
  const statuses = result.answers.flatMap((answer) => (answer.status === null ? [] : [answer.status]));
  const accepted = statuses.filter((status) => status === expectedCode).length;
  const seen =
    statuses.length === 0
      ? ''
      : accepted === 0
        ? ' (refused)'
        : accepted === result.answers.length
          ? ' (accepted)'
          : ' (one accepted, one refused)';
  const also = result.unseen === null ? '' : `; no status code can show the rest: it must also ${result.unseen}`;
  return `sent ${result.sent}; ${answerText(result)}${seen}; a safe receiver ${result.safe}${also}.`;
}

/** One sentence on the whole report, naming the likely cause when every genuine delivery was refused. */
export function summary(report: Omit<CheckReport, 'summary'>, secretName: string): string {
  const { endpoint, cases } = report;
  if (report.silent)
    return `${endpoint} was reached but silent: it took the connection and sent ${cases[0]!.answers[0]!.error}; nothing else was sent.`;
  if (report.unreachable) return `${endpoint} could not be reached (${cases[0]!.answers[0]!.error}): nothing else was sent.`;
  const accepted = cases.filter((result) => result.mark === 'accepted').map((result) => result.id);
  const unseen =
    accepted.length === 0
      ? ''
      : ` It accepted ${accepted.join(', ')}: check in its records that it acted once and kept the newer status, which no status code shows.`;
  if (report.passed) return `${endpoint} refused every forged delivery and accepted every genuine one.${unseen}`;
  const failed = cases.filter((result) => !result.ok).map((result) => result.id);
  const genuine = cases.filter((result) => result.expect === 'accept');
  const allRefused = genuine.every((result) => result.answers.every((answer) => answer.status !== report.expectedCode));
  const cause = allRefused
    ? ` Every genuine delivery was refused: the likely cause is a wrong ${secretName} (it must be the signingSecret the webhook's registration answered, the one the receiver verifies with).`
    : '';
  return `${endpoint} is not safe yet: ${failed.join(', ')} answered as a safe receiver would not.${cause}${unseen}`;
}
