/** Export: the whole sandbox as one JSON file, to send with a support case. */
import { ActionNotice } from './action-notice';
import { useDataStore } from './data-store';

/** One button; the file is named after the UTC time of the export. */
export function ExportPanel() {
  const busy = useDataStore((state) => state.busy);
  const exportSnapshot = useDataStore((state) => state.exportSnapshot);

  return (
    <section className="card data-export" aria-labelledby="data-export-title">
      <h2 id="data-export-title">Export</h2>
      <p className="muted">
        Every partner, key, product, payment, webhook and delivery attempt, the clock and the receivers' scripts, in one file. Importing it
        elsewhere reproduces this sandbox exactly.
      </p>
      <button type="button" className="button button--primary" onClick={() => void exportSnapshot()} disabled={busy !== null}>
        {busy === 'export' ? 'Exporting…' : 'Download snapshot'}
      </button>
      <ActionNotice action="export" />
    </section>
  );
}
