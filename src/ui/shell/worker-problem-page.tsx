/** Shown instead of the app when the service worker cannot answer this page's requests. */
import type { WorkerProblem } from './worker-problem';

const TITLES: Record<WorkerProblem['kind'], string> = {
  unsupported: 'This browser cannot run the sandbox here',
  uncontrolled: 'The page was loaded past its service worker',
  failed: 'The service worker did not start',
};

/** What went wrong and what the person can do about it. */
export function WorkerProblemPage({ problem }: { problem: WorkerProblem }) {
  return (
    <main className="app-main">
      <section className="page">
        <div className="card worker-problem" role="alert">
          <h1>{TITLES[problem.kind]}</h1>
          <p>
            Gateway Playground runs the whole payment gateway inside this page. A service worker hands it every request sent to the
            gateway's addresses (such as <code>https://api.sandbox.gateway.test</code>); without one those requests would go to the internet
            and fail.
          </p>
          <Explanation problem={problem} />
          <button type="button" className="button button--primary" onClick={() => location.reload()}>
            Reload the page
          </button>
        </div>
      </section>
    </main>
  );
}

function Explanation({ problem }: { problem: WorkerProblem }) {
  switch (problem.kind) {
    case 'unsupported':
      return (
        <p>
          This browser offers this page no service workers. They need a secure address (https, or localhost) and are switched off in some
          private windows. Open the page over https in a current browser, outside private browsing.
        </p>
      );
    case 'uncontrolled':
      return (
        <p>
          A hard reload (Shift+Reload or Ctrl+F5) skips service workers, and reloading once did not bring it back. Reload the page normally;
          if this stays, close the other tabs of this app and open it again.
        </p>
      );
    case 'failed':
      return <p className="notice notice--error">{problem.message}</p>;
  }
}
