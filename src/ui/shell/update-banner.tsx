/** Offers to reload into a newly deployed build; shown over any screen, embeds included. */
import { useUpdateStore } from './update-store';

export function UpdateBanner() {
  const apply = useUpdateStore((state) => state.apply);
  if (!apply) return null;
  return (
    <div className="update-banner" role="status">
      <span>A new version of Gateway Playground is available.</span>
      <button type="button" className="button button--small button--primary" onClick={apply}>
        Reload
      </button>
    </div>
  );
}
