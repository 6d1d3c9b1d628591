/** The scenario's shown step: its editable request beside its answer, shared by the full app and embeds. */
import { AnswerView, type AnswerViewOptions } from './answer-view';
import { useScenarioStore } from '../run';
import { StepEditor } from './step-editor';

/** `answer`: how an embed shows parts of the answer its own way (see AnswerViewOptions). */
export function ShownStep({ answer: answerOptions }: { answer?: AnswerViewOptions } = {}) {
  const request = useScenarioStore((state) => state.request);
  const answer = useScenarioStore((state) => state.answer);
  const failure = useScenarioStore((state) => state.failure);
  const sending = useScenarioStore((state) => state.sending);
  const running = useScenarioStore((state) => state.phase === 'running');
  const edit = useScenarioStore((state) => state.edit);
  const send = useScenarioStore((state) => state.send);

  return (
    <div className="shown-step">
      <StepEditor request={request} sending={sending || running} onEdit={edit} onSend={() => void send()} />
      <AnswerView answer={answer} failure={failure} running={running} options={answerOptions} />
    </div>
  );
}
