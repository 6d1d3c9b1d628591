/** A running advance: how far simulated time has come, how many attempts went out, and Stop. */
import type { AdvanceProgress } from '../../../gateway';
import { formatUtc } from '../../shared/format';
import { useWebhooksStore } from '../webhooks-store';

/** Shown while this page's advance runs; the progress appears once the first reading is in. */
export function AdvanceProgressView({ progress }: { progress: AdvanceProgress | null }) {
  const stopAdvance = useWebhooksStore((state) => state.stopAdvance);
  const span = progress ? progress.to - progress.from : 0;
  const done = progress ? progress.reached - progress.from : 0;
  return (
    <div className="advance-progress" role="status" data-testid="advance-progress">
      {progress ? (
        <>
          <progress max={span || 1} value={span ? done : 1} aria-label="Simulated time reached" />
          <p className="small">
            <strong>{progress.attemptsRun.toLocaleString('en')}</strong> attempts run · simulated time reached{' '}
            <time dateTime={new Date(progress.reached).toISOString()}>{formatUtc(progress.reached, 's')}</time>
            {progress.stopping && ' · stopping after this instant…'}
          </p>
        </>
      ) : (
        <p className="muted small">Running the deliveries that fall due…</p>
      )}
      <button type="button" className="button button--small" disabled={progress?.stopping} onClick={() => void stopAdvance()}>
        Stop
      </button>
    </div>
  );
}
