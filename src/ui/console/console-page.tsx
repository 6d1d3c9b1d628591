/** The Console: send any request to the gateway's virtual hosts and read the whole answer. */
import { Page } from '../shell/page';
import { ExampleButtons } from './example-buttons';
import { RequestForm } from './request-form';
import { ResponseView } from './response-view';

/** The Console screen: examples, the request form, the response. */
export function ConsolePage() {
  return (
    <Page
      title="Console"
      intro={
        <>
          Requests go out with this page's <code>fetch</code>; the gateway running inside the page answers them
          through its service worker, as a merchant back end would see it.
        </>
      }
    >
      <div className="console-grid">
        <div className="card">
          <ExampleButtons />
          <RequestForm />
        </div>
        <ResponseView />
      </div>
    </Page>
  );
}
