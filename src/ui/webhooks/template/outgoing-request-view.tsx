/**
 * A previewed call as it goes on the wire: its request line (method and URL), every header in
 * the order it is sent (the webhook's own, Content-Type, the signature), then the exact body.
 */
import type { OutgoingRequest } from '../../../gateway';
import { HeaderList } from '../../shared/header-list';
import { BodyView } from '../lab';

export function OutgoingRequestView({ request }: { request: OutgoingRequest }) {
  return (
    <section className="outgoing-request" aria-label="The request it sends">
      <p className="outgoing-request-line">
        <span className="request-method" data-testid="preview-method">
          {request.method}
        </span>
        <code className="selectable" data-testid="preview-url">
          {request.url}
        </code>
      </p>
      <div data-testid="preview-headers">
        <HeaderList headers={Object.entries(request.headers)} />
      </div>
      <BodyView body={request.body} />
    </section>
  );
}
