/** A `redirectUrl` from an answer: a link only when it is http(s), plain text otherwise. */
import { httpUrlOrUndefined } from '../../shared/safe-url';

/** Opens the hosted checkout in a new tab, as the merchant's customer would. */
export function RedirectLink({ url }: { url: string }) {
  const safe = httpUrlOrUndefined(url);
  if (!safe) {
    return (
      <p className="notice notice--warn">
        redirectUrl is not an http(s) address, so it is not linked: <code>{url}</code>
      </p>
    );
  }
  return (
    <p className="redirect">
      <a className="button button--small" href={safe} target="_blank" rel="noopener noreferrer">
        Open checkout in a new tab
      </a>
      <code className="selectable small">{url}</code>
    </p>
  );
}
