/** Search (by the start of an id or key) and the product or partner filter; applying them changes the route. */
import { useEffect, useState, type FormEvent } from 'react';
import { COLLECTION_VIEWS } from './record-columns';
import { recordsHref } from './records-href';
import type { RecordsView } from './records-store';

export function RecordFilters({ view }: { view: RecordsView }) {
  const shape = COLLECTION_VIEWS[view.collection];
  const [q, setQ] = useState(view.filters.q ?? '');
  const [productId, setProductId] = useState(view.filters.productId ?? '');
  const [partnerId, setPartnerId] = useState(view.filters.partnerId ?? '');
  useEffect(() => {
    setQ(view.filters.q ?? '');
    setProductId(view.filters.productId ?? '');
    setPartnerId(view.filters.partnerId ?? '');
  }, [view.filters.q, view.filters.productId, view.filters.partnerId]);

  function apply(event: FormEvent) {
    event.preventDefault();
    const filters = {
      q: q.trim(),
      productId: shape.byProduct ? productId.trim() : '',
      partnerId: shape.byPartner ? partnerId.trim() : '',
    };
    location.hash = recordsHref(view.collection, filters);
  }
  const filtered = Object.values(view.filters).some(Boolean);

  return (
    <form className="card filters record-filters" role="search" onSubmit={apply}>
      <label className="field field--grow">
        <span>Search</span>
        <input value={q} onChange={(event) => setQ(event.target.value)} placeholder={`${shape.searchHint}, or its start`} />
      </label>
      {shape.byProduct && (
        <label className="field">
          <span>Product id</span>
          <input value={productId} onChange={(event) => setProductId(event.target.value)} placeholder="any product" />
        </label>
      )}
      {shape.byPartner && (
        <label className="field">
          <span>Partner id</span>
          <input value={partnerId} onChange={(event) => setPartnerId(event.target.value)} placeholder="any partner" />
        </label>
      )}
      <button type="submit" className="button button--primary">
        Apply
      </button>
      {filtered && (
        <a className="filters-clear" href={recordsHref(view.collection)}>
          Clear
        </a>
      )}
    </form>
  );
}
