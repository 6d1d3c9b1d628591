/**
 * Record: the console's traffic and this workspace's webhook deliveries as a HAR 1.2 file, or as
 * an msw handlers module that replays the console's answers in a merchant's own tests.
 */
import { useState } from 'react';
import { downloadText } from '../data';
import { describeFailure } from '../shared/sandbox-client';
import { sandbox } from '../shared/sandbox-connection';
import { consoleExchanges } from './console-traffic';
import { toHar } from './har';
import { MODULE_FILES, toMswModule, type ModuleLanguage } from './msw-module';
import { exchangesOfDeliveries, inTimeOrder } from './recorded-exchange';
import { Notice } from '../shared/notice';

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

  async function downloadMsw(language: ModuleLanguage) {
    setProblem(null);
    try {
      const now = new Date();
      const { extension, type } = MODULE_FILES[language];
      downloadText(`gateway-handlers-${stamp(now)}Z.${extension}`, toMswModule(await consoleExchanges(), now, language), type);
    } catch (error) {
      setProblem(describeFailure(error));
    }
  }

  return (
    <section className="card recording" aria-label="Record">
      <h2>Record</h2>
      <p className="muted small">
        The console’s history and every webhook delivery of this workspace, for support tools (HAR), or the console’s answers as msw
        handlers to replay in your own tests.
      </p>
      <div className="toolbar" role="toolbar" aria-label="Downloads">
        <button type="button" className="button" onClick={() => void downloadHar()}>
          Download HAR
        </button>
        <button type="button" className="button" onClick={() => void downloadMsw('ts')}>
          Download msw handlers (TypeScript)
        </button>
        <button type="button" className="button" onClick={() => void downloadMsw('js')}>
          Download msw handlers (JavaScript)
        </button>
      </div>
      <Notice text={problem} />
    </section>
  );
}
