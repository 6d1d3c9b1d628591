/**
 * The Data screen: what the sandbox stores, and moving it as one file. Support reproduces a
 * merchant's case by importing the snapshot the merchant exported.
 */
import { COLLECTIONS } from '../../gateway';
import { CasePanel } from './cases';
import { useLiveData } from '../live';
import { Page } from '../shared/page';
import { DataSummaryCard } from './data-summary-card';
import { useDataStore } from './data-store';
import { ExportPanel } from './export-panel';
import { ImportPanel } from './import-panel';
import { ResetPanel } from './reset-panel';

/** The Data screen. */
export function DataPage() {
  // Any write can change a count.
  useLiveData(
    COLLECTIONS,
    useDataStore((state) => state.refresh),
  );

  return (
    <Page
      title="Data"
      intro={
        <>
          Everything this sandbox stores, in this browser. Export it to send a case to support, import a snapshot to reproduce one here, or
          reset to start over.
        </>
      }
    >
      <div className="data-grid">
        <div className="data-grid-summary">
          <DataSummaryCard />
        </div>
        <div className="data-grid-export">
          <ExportPanel />
        </div>
        <div className="data-grid-import">
          <ImportPanel />
        </div>
        <div className="data-grid-case">
          <CasePanel />
        </div>
        <div className="data-grid-reset">
          <ResetPanel />
        </div>
      </div>
    </Page>
  );
}
