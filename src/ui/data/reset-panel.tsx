/** Reset: empties every collection and puts the clock back on real time. */
import { ActionNotice } from './action-notice';
import { useDataStore } from './data-store';

/** A button that asks first, since nothing brings the data back except an exported snapshot. */
export function ResetPanel() {
  const busy = useDataStore((state) => state.busy);
  const reset = useDataStore((state) => state.reset);

  function confirmReset() {
    const question =
      'Delete everything stored in this sandbox (partners, keys, payments, webhooks, deliveries) and put the clock back on real time? Export first if you may need it.';
    if (window.confirm(question)) void reset();
  }

  return (
    <section className="card data-reset" aria-labelledby="data-reset-title">
      <h2 id="data-reset-title">Reset</h2>
      <p className="muted">Start over with an empty sandbox. Every API key stops working.</p>
      <button type="button" className="button button--danger" onClick={confirmReset} disabled={busy !== null}>
        {busy === 'reset' ? 'Resetting…' : 'Reset sandbox'}
      </button>
      <ActionNotice action="reset" />
    </section>
  );
}
