/**
 * The form behind `PUT /_sandbox/receivers/<name>`: a name, its list of answers, and whether it
 * verifies signatures as a careful merchant's receiver does.
 */
import { useState, type FormEvent } from 'react';
import { AnswerRow } from './answer-row';
import { QuickAnswers } from './quick-answers';
import { draftFromAnswer, draftOf, toAnswers, type AnswerDraft } from './receiver-answers';
import type { Receiver } from '../webhooks-api';
import { useWebhooksStore } from '../webhooks-store';
import { Notice } from '../../shared/notice';

/** Starts from `initial` when editing a receiver, else from a blank "shop" answering 200. */
export function ReceiverForm({ initial }: { initial: Receiver | null }) {
  const [name, setName] = useState(initial?.name ?? 'shop');
  const [drafts, setDrafts] = useState<AnswerDraft[]>(() => initial?.answers.map(draftFromAnswer) ?? [draftOf('status')]);
  const [verify, setVerify] = useState(initial?.verifySignatures ?? false);
  const [problem, setProblem] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const busy = useWebhooksStore((state) => state.scriptBusy);
  const scriptError = useWebhooksStore((state) => state.scriptError);
  const scriptReceiver = useWebhooksStore((state) => state.scriptReceiver);

  const change = (index: number, draft: AnswerDraft) => setDrafts((all) => all.map((d, i) => (i === index ? draft : d)));
  const remove = (index: number) => setDrafts((all) => all.filter((_, i) => i !== index));

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSaved(null);
    const built = toAnswers(drafts);
    setProblem('error' in built ? built.error : null);
    if ('error' in built) return;
    if (await scriptReceiver(name.trim(), built.answers, verify)) setSaved(`Saved: ${name.trim()} starts from its first answer.`);
  }

  return (
    <form className="receiver-form" onSubmit={submit} aria-label="Script a receiver">
      <label className="field">
        <span>Receiver name</span>
        <input value={name} onChange={(event) => setName(event.target.value)} spellCheck={false} required />
      </label>
      <label className="small">
        <input
          type="checkbox"
          checked={verify}
          onChange={(event) => setVerify(event.target.checked)}
          aria-describedby="verify-signatures-does"
        />{' '}
        Verify signatures
      </label>
      <p className="muted small" id="verify-signatures-does">
        Checks X-Service-Signature with the calling webhook’s signing secret, within 300 s of real time (as a merchant’s receiver checks
        against its own clock), and answers 400 when it does not verify (a “Wrong signature” or “Stale timestamp” replay), leaving the
        answers below for honest calls.
      </p>
      <QuickAnswers onFill={setDrafts} />
      <div className="answer-heads" aria-hidden="true">
        <span>#</span>
        <span>Answer</span>
        <span>Status</span>
        <span>Delay ms</span>
        <span>Body</span>
      </div>
      <ol className="answer-rows" aria-label="Answers">
        {drafts.map((draft, index) => (
          <AnswerRow key={index} index={index} draft={draft} onChange={(next) => change(index, next)} onRemove={() => remove(index)} />
        ))}
      </ol>
      <div className="form-actions">
        <button type="button" className="button button--small" onClick={() => setDrafts((all) => [...all, draftOf('status')])}>
          Add answer
        </button>
        <button type="submit" className="button button--primary" disabled={busy}>
          Save script
        </button>
      </div>
      <Notice text={problem ?? scriptError} />
      {saved && !problem && !scriptError && <p className="notice notice--ok">{saved}</p>}
    </form>
  );
}
