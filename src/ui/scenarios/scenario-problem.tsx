/** A scenario link that cannot run: what is wrong, as text, never a crash. */

export function ScenarioProblem({ problem }: { problem: string | null }) {
  return (
    <section className="page">
      <div className="card" role="alert">
        <h1>This scenario link cannot be opened</h1>
        <p className="notice notice--error">{problem}</p>
        <p className="muted">Ask whoever sent it for the whole link: a link cut short, or changed by hand, no longer holds the scenario.</p>
      </div>
    </section>
  );
}
