/** An HTTP answer's headers, folded away under a summary. */
import { HeaderList } from './header-list';

export function AnswerHeaders({ headers }: { headers: readonly (readonly [string, string])[] }) {
  return (
    <details className="answer-headers">
      <summary>Headers ({headers.length})</summary>
      <HeaderList headers={headers} />
    </details>
  );
}
