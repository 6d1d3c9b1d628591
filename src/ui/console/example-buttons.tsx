/** Buttons that fill the form with an example request. */
import { EXAMPLES } from './examples';
import { useConsoleStore } from './console-store';

/** One button per example; later ones reuse the ids that earlier answers gave. */
export function ExampleButtons() {
  const fillExample = useConsoleStore((state) => state.fillExample);
  return (
    <div className="examples" role="group" aria-label="Example requests">
      <span className="muted small">Examples:</span>
      {EXAMPLES.map((example) => (
        <button key={example.id} type="button" className="button button--small" onClick={() => fillExample(example.id)}>
          {example.label}
        </button>
      ))}
    </div>
  );
}
