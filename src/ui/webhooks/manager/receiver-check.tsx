/**
 * **Check my receiver**: the battery of `gateway-playground check-receiver` (genuine, forged,
 * repeated, concurrent and late deliveries) sent to this webhook's endpoint by the gateway, and its report:
 * per case what was sent, what came back and what a safe receiver does.
 */
import { useState } from 'react';
import { answerText, type CheckReport } from '../../../gateway';
import { describeFailure } from '../../shared/sandbox-client';
import { checkReceiver } from '../hooklab-api';
import { Notice } from '../../shared/notice';

export function ReceiverCheck({ webhookId }: { webhookId: string }) {
  const [busy, setBusy] = useState(false);
  const [report, setReport] = useState<CheckReport | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  async function run() {
    setBusy(true);
    setFailure(null);
    try {
      setReport(await checkReceiver(webhookId));
    } catch (error) {
      setReport(null);
      setFailure(describeFailure(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="receiver-check" aria-label="Receiver check">
      <p className="small muted">
        Sends the endpoint a genuine delivery, four forged ones, a duplicate, a pair at the same moment and an older status, signed at real
        time as its deliveries are, so a receiver that checks <code>t</code> against its own clock accepts the genuine one whatever the
        sandbox's clock says. Nothing is recorded as a delivery. The same check runs from a terminal:{' '}
        <code>npx gateway-playground check-receiver &lt;url&gt; --secret &lt;signingSecret&gt;</code>.
      </p>
      <button type="button" className="button button--small" disabled={busy} onClick={() => void run()}>
        {busy ? 'Checking…' : 'Check my receiver'}
      </button>
      <Notice text={failure} small />
      {report && <CheckReportView report={report} />}
    </section>
  );
}

/** Accepted is neither a pass nor a fail: the status was right, and what the receiver did cannot be seen. */
const MARK_BADGE: Readonly<Record<CheckReport['cases'][number]['mark'], string>> = {
  pass: 'badge--ok',
  fail: 'badge--error',
  accepted: 'badge--info',
};

function CheckReportView({ report }: { report: CheckReport }) {
  return (
    <div role="status" aria-label="Receiver check report">
      <p className={`notice ${report.passed ? 'notice--ok' : 'notice--error'} small`}>{report.summary}</p>
      <ol className="check-cases">
        {report.cases.map((result) => (
          <li key={result.id} aria-label={`${result.id}: ${result.mark}`}>
            <span className={`badge ${MARK_BADGE[result.mark]}`}>{result.mark.toUpperCase()}</span> <strong>{result.id}</strong>
            <div className="small">Sent {result.sent}.</div>
            <div className="small">Your endpoint {answerText(result)}.</div>
            <div className="small muted">A safe receiver {result.safe}.</div>
            {result.unseen && <div className="small muted">No status code can show the rest: it must also {result.unseen}.</div>}
          </li>
        ))}
      </ol>
    </div>
  );
}
