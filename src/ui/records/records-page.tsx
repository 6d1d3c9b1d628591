/**
 * The Records screen: every collection, paged and searchable, and one record whole with the
 * operator's actions. What is shown lives in the hash route, so any view is a link to send.
 */
import { useEffect } from 'react';
import type { CollectionName } from '../../gateway';
import { CreatePartnerForm } from '../keys';
import { useLiveData } from '../live';
import { RecordingPanel } from '../recording';
import { Page } from '../shared/page';
import { CollectionTabs } from './collection-tabs';
import { RecordDetail } from './record-detail';
import { RecordFilters } from './record-filters';
import { TAB_ORDER } from './record-columns';
import { RecordTable } from './record-table';
import { useRecordsStore, type RecordsView } from './records-store';
import './records.css';

/** What a page or a record's detail shows: every browsable collection and a payment's attempts. */
const SHOWN: readonly CollectionName[] = [...TAB_ORDER, 'deliveries'];

export function RecordsPage({ view }: { view: RecordsView }) {
  const show = useRecordsStore((state) => state.show);
  const hide = useRecordsStore((state) => state.hide);
  const refresh = useRecordsStore((state) => state.refresh);
  // `show` reads the first page itself; later changes re-read what is shown.
  useLiveData(SHOWN, refresh, { readNow: false });
  const { collection, id } = view;
  const { q, productId, partnerId } = view.filters;
  useEffect(() => show({ collection, id, filters: { q, productId, partnerId } }), [show, collection, id, q, productId, partnerId]);
  useEffect(() => hide, [hide]);

  return (
    <Page
      title="Records"
      intro="Everything this sandbox stores, newest first. Search finds ids, payment hashes, externalIds and short names by their start."
    >
      <CollectionTabs current={collection} />
      {collection === 'partners' && <CreatePartnerForm />}
      <RecordFilters view={view} />
      <div className="records-grid">
        <RecordTable view={view} />
        <RecordDetail view={view} />
      </div>
      <RecordingPanel />
    </Page>
  );
}
