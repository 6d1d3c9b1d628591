/** One page of records as a table; each row opens its record, and the pager moves by cursor. */
import type { Collections, RecordCollection } from '../../gateway';
import { COLLECTION_VIEWS, type CollectionView } from './record-columns';
import { recordsHref } from './records-href';
import { PAGE_SIZE, useRecordsStore, type RecordsView } from './records-store';
import { Notice } from '../shared/notice';

export function RecordTable({ view }: { view: RecordsView }) {
  const page = useRecordsStore((state) => state.page);
  // Until the store has taken the route's view, its page is still the last collection's.
  const pageIsOfView = useRecordsStore((state) => state.view?.collection === view.collection);
  const loadError = useRecordsStore((state) => state.loadError);
  const shape = COLLECTION_VIEWS[view.collection] as unknown as CollectionView<RecordCollection>;

  if (loadError) return <Notice text={loadError} />;
  if (!page || !pageIsOfView) return <p className="muted">Loading…</p>;
  if (page.items.length === 0) return <p className="muted empty-state">No {shape.label.toLowerCase()} match.</p>;

  return (
    <div className="card record-list">
      <div className="table-scroll">
        <table className="record-table">
          <caption className="muted small">{shape.label}</caption>
          <thead>
            <tr>
              {shape.columns.map((column) => (
                <th key={column.label} scope="col">
                  {column.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {page.items.map((record: Collections[RecordCollection]) => {
              const id = shape.idOf(record);
              return (
                <tr key={id} aria-selected={id === view.id}>
                  {shape.columns.map((column, index) => (
                    <td key={column.label}>
                      {index === 0 ? (
                        <a href={recordsHref(view.collection, view.filters, id)}>{column.cell(record) || id}</a>
                      ) : column.tone ? (
                        <span className={`badge ${column.tone(record)}`}>{column.cell(record)}</span>
                      ) : (
                        column.cell(record)
                      )}
                    </td>
                  ))}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <RecordPager shown={page.items.length} total={page.total} hasNext={page.nextCursor !== null} />
    </div>
  );
}

function RecordPager({ shown, total, hasNext }: { shown: number; total: number; hasNext: boolean }) {
  const pageIndex = useRecordsStore((state) => state.cursors.length - 1);
  const nextPage = useRecordsStore((state) => state.nextPage);
  const previousPage = useRecordsStore((state) => state.previousPage);
  const first = pageIndex * PAGE_SIZE + 1;

  return (
    <div className="record-pager">
      <span className="muted small">
        {first}–{first + shown - 1} of {total.toLocaleString('en')}
      </span>
      <button type="button" className="button button--small" onClick={previousPage} disabled={pageIndex === 0}>
        Newer
      </button>
      <button type="button" className="button button--small" onClick={nextPage} disabled={!hasNext}>
        Older
      </button>
    </div>
  );
}
