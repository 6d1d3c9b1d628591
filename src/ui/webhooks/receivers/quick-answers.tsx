/** Quick entry of a script: "500, 500, 200" fills the answer rows in one go. */
import { useState, type KeyboardEvent } from 'react';
import { parseQuick, type AnswerDraft } from './receiver-answers';

/** A text field and Fill; Enter fills too, rather than saving the form. */
export function QuickAnswers({ onFill }: { onFill(drafts: AnswerDraft[]): void }) {
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  function fill() {
    const parsed = parseQuick(text);
    setProblem('error' in parsed ? parsed.error : null);
    if ('drafts' in parsed) onFill(parsed.drafts);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    fill();
  }

  return (
    <div className="quick-answers">
      <div className="inline-form">
        <label className="field field--grow">
          <span>Quick entry</span>
          <input
            value={text}
            onChange={(event) => setText(event.target.value)}
            onKeyDown={onKeyDown}
            placeholder="500, 500, 200"
            spellCheck={false}
          />
        </label>
        <button type="button" className="button" onClick={fill}>
          Fill
        </button>
      </div>
      <p className="muted small">Statuses separated by commas; 500x2 repeats, never = never answers, error = network error.</p>
      {problem && <p className="notice notice--error">{problem}</p>}
    </div>
  );
}
