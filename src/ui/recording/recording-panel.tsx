/**
 * Record: the console's traffic and this workspace's webhook deliveries as a HAR 1.2 file, or as
 * an msw handlers module that replays the console's answers in a merchant's own tests.
 */
import { useState } from 'react';
import { downloadText } from '../data/data-api';
import { describeFailure } from '../shared/sandbox-client';
import { sandbox } from '../shared/sandbox-connection';
import { consoleExchanges } from './console-traffic';
import { toHar } from './har';
import { toMswModule } from './msw-module';
import { exchangesOfDeliveries, inTimeOrder } from './recorded-exchange';

const stamp = (at: Date) => at.toISOString().slice(0, 19).replaceAll(':', '-');

export function RecordingPanel() {
  const [problem, setProblem] = useState<string | null>(null);

  async function downloadHar() {
    setProblem(null);
    try {
      const [console, deliveries] = await Promise.all([consoleExchanges(), sandbox().call('GET /_sandbox/deliveries')]);
      const har = toHar(inTimeOrder([...console, ...exchangesOfDeliveries(deliveries)]));
      downloadText(`gateway-playground-${stamp(new Date())}Z.har`, JSON.stringify(har, null, 2));
    } catch (error) {
      setProblem(describeFailure(error));
    }
  }

  async function downloadMsw() {
    setProblem(null);
    try {
      const now = new Date();
      downloadText(`gateway-handlers-${stamp(now)}Z.ts`, toMswModule(await consoleExchanges(), now), 'text/typescript');
    } catch (error) {
      setProblem(describeFailure(error));
    }
  }

  return (
    <section className="card recording" aria-label="Record">
      <h2>Record</h2>
      <p className="muted small">
        The console’s history and every webhook delivery of this workspace, for support tools (HAR), or
        the console’s answers as msw handlers to replay in your own tests.
      </p>
      <div className="form-actions">
        <button type="button" className="button" onClick={() => void downloadHar()}>
          Download HAR
        </button>
        <button type="button" className="button" onClick={() => void downloadMsw()}>
          Download msw handlers
        </button>
      </div>
      {problem && (
        <p className="notice notice--error" role="alert">
          {problem}
        </p>
      )}
    </section>
  );
}
