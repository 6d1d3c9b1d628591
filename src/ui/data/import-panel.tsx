/** Import: a snapshot file, or its JSON pasted, replaces everything stored. */
import { useState, type FormEvent } from 'react';
import { FileButton } from '../shared/file-button';
import { ActionNotice } from './action-notice';
import { useDataStore } from './data-store';

/** Asks before an import replaces what the workspace holds, pointing to a workspace of its own. */
function confirmReplace(held: string): boolean {
  return window.confirm(
    `This workspace holds ${held}. Importing replaces all of it. Import anyway? To keep it, cancel and open a new workspace from the header first.`,
  );
}

/** The file picker and the paste box; the gateway checks the snapshot and refuses anything else. */
export function ImportPanel() {
  const busy = useDataStore((state) => state.busy);
  const importText = useDataStore((state) => state.importText);
  const [pasted, setPasted] = useState('');

  async function importFile(file: File | undefined) {
    if (file) await importText(await file.text(), file.name, confirmReplace);
  }

  async function importPasted(event: FormEvent) {
    event.preventDefault();
    if (await importText(pasted, 'the pasted JSON', confirmReplace)) setPasted('');
  }

  return (
    <section className="card data-import" aria-labelledby="data-import-title">
      <h2 id="data-import-title">Import</h2>
      <p className="muted">
        Replaces everything stored here with the snapshot, clock included, after asking when something is stored. A file that is not a
        snapshot is refused and nothing changes.
      </p>
      <div className="field">
        <span>Snapshot file (.json)</span>
        <div>
          <FileButton
            accept=".json,application/json"
            onFile={(file) => void importFile(file)}
            disabled={busy !== null}
            inputLabel="Snapshot file (.json)"
          >
            Choose a snapshot file…
          </FileButton>
        </div>
      </div>
      <form onSubmit={(event) => void importPasted(event)}>
        <label className="field">
          <span>Or paste the snapshot's JSON</span>
          <textarea
            rows={6}
            spellCheck={false}
            value={pasted}
            onChange={(event) => setPasted(event.target.value)}
            placeholder='{"format": "gateway-playground-snapshot", "version": 1, "collections": {…}}'
          />
        </label>
        <button type="submit" className="button" disabled={busy !== null || pasted.trim() === ''}>
          {busy === 'import' ? 'Importing…' : 'Import pasted JSON'}
        </button>
      </form>
      <ActionNotice action="import" />
    </section>
  );
}
