/** The selected record, shown the way its collection needs. */
import type { FormVersion } from '../../gateway';
import { ActionProblem } from './action-problem';
import { FactsList, RawRecord } from './facts-list';
import { FormVersions } from './form-versions';
import { PartnerDetail, type PartnerDetailData } from './partner-detail';
import { PaymentDetail, type PaymentDetailData } from './payment-detail';
import { ProductDetail, type ProductDetailData } from './product-detail';
import { COLLECTION_VIEWS } from './record-columns';
import { recordsHref } from './records-href';
import { useRecordsStore, type RecordsView } from './records-store';
import { WebhookDetail, type WebhookDetailData } from './webhook-detail';
import { Notice } from '../shared/notice';

export function RecordDetail({ view }: { view: RecordsView }) {
  const detail = useRecordsStore((state) => state.detail);
  const detailError = useRecordsStore((state) => state.detailError);
  if (!view.id) return <p className="muted empty-state">Choose a record to see it whole.</p>;

  return (
    <section className="card record-detail" aria-label={`${COLLECTION_VIEWS[view.collection].label} record`}>
      <div className="panel-head">
        <h2>{view.id}</h2>
        <a className="small" href={recordsHref(view.collection, view.filters)}>
          Close
        </a>
      </div>
      <ActionProblem />
      <Notice text={detailError} />
      {!detail && !detailError && <p className="muted">Loading…</p>}
      {detail && <DetailBody view={view} detail={detail} />}
    </section>
  );
}

function DetailBody({ view, detail }: { view: RecordsView; detail: Record<string, unknown> }) {
  switch (view.collection) {
    case 'payments':
      return <PaymentDetail detail={detail as unknown as PaymentDetailData} />;
    case 'products':
      return <ProductDetail detail={detail as unknown as ProductDetailData} />;
    case 'forms':
      return <FormVersions versions={detail.versions as FormVersion[]} selectedId={view.id!} />;
    case 'webhooks':
      return <WebhookDetail detail={detail as unknown as WebhookDetailData} />;
    case 'partners':
      return <PartnerDetail detail={detail as unknown as PartnerDetailData} />;
    case 'apiKeys': {
      const record = detail.record as { partnerId: string };
      return (
        <>
          <FactsList
            facts={[
              [
                'Partner',
                <a key="p" href={recordsHref('partners', {}, record.partnerId)}>
                  {record.partnerId}
                </a>,
              ],
            ]}
          />
          <RawRecord record={record} />
        </>
      );
    }
    default:
      return <RawRecord record={detail.record} />;
  }
}
