/**
 * Cases as files on the Data screen: save this workspace whole, or open a case file (chosen or
 * dropped) in a new workspace. A file that is not a case, or is damaged, is refused with what is
 * wrong, and nothing is made.
 */
import { useEffect, useState, type DragEvent } from 'react';
import { FileButton } from '../../shared/file-button';
import { describeFailure } from '../../shared/sandbox-client';
import { connection } from '../../shared/sandbox-connection';
import { openPendingCase, prepareCase, saveCase } from './case-actions';
import { Notice, type NoticeTone } from '../../shared/notice';

interface CaseNotice {
  tone: NoticeTone;
  text: string;
}

export function CasePanel({ go = (href: string) => location.assign(href) }: { go?: (href: string) => void }) {
  const [notice, setNotice] = useState<CaseNotice | null>(null);
  const [over, setOver] = useState(false);
  const workspaces = connection().workspaces;

  useEffect(() => {
    openPendingCase().then(
      (name) => name && setNotice({ tone: 'ok', text: `Opened the case “${name}” in this workspace.` }),
      (error) => setNotice({ tone: 'error', text: `The case could not be opened: ${describeFailure(error)}` }),
    );
  }, []);

  async function open(file: File | undefined) {
    if (!file) return;
    try {
      go(prepareCase(await file.text()));
    } catch (error) {
      setNotice({ tone: 'error', text: `${describeFailure(error)} Nothing was changed.` });
    }
  }

  async function save() {
    try {
      setNotice({ tone: 'ok', text: `Saved ${await saveCase(workspaces?.current.name ?? 'workspace')}.` });
    } catch (error) {
      setNotice({ tone: 'error', text: describeFailure(error) });
    }
  }

  function drop(event: DragEvent) {
    event.preventDefault();
    setOver(false);
    void open(event.dataTransfer.files[0]);
  }

  return (
    <section
      className={over ? 'card data-case data-case--over' : 'card data-case'}
      aria-labelledby="data-case-title"
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={drop}
    >
      <h2 id="data-case-title">Case file</h2>
      <p className="muted">
        One file with this workspace whole: its data, clock, scripted receivers and console history. Opening one (or dropping it here) makes
        a new workspace for it, so your own work stays as it is.
      </p>
      <div className="form-actions">
        <button type="button" className="button" onClick={() => void save()}>
          Save case file
        </button>
        {workspaces && (
          <FileButton accept=".json,application/json" onFile={(file) => void open(file)}>
            Open case file…
          </FileButton>
        )}
      </div>
      <Notice text={notice?.text} tone={notice?.tone} testId="case-notice" />
    </section>
  );
}
