/** A hash route that names no screen. */
import { hrefOf } from '../shared/use-hash-route';

/** Says which route was asked for, as text, and links back to the console. */
export function NotFoundPage({ path }: { path: string }) {
  return (
    <section className="page">
      <div className="card not-found">
        <h1>Page not found</h1>
        <p>
          There is no screen at <code>#{path}</code>.
        </p>
        <a className="button" href={hrefOf('/console')}>
          Go to the console
        </a>
      </div>
    </section>
  );
}
