/** The collections as tabs; each opens its unfiltered list. */
import type { RecordCollection } from '../../gateway';
import { COLLECTION_VIEWS, TAB_ORDER } from './record-columns';
import { recordsHref } from './records-href';

export function CollectionTabs({ current }: { current: RecordCollection }) {
  return (
    <nav aria-label="Collections">
      <ul className="record-tabs">
        {TAB_ORDER.map((collection) => (
          <li key={collection}>
            <a
              className={collection === current ? 'record-tab record-tab--current' : 'record-tab'}
              href={recordsHref(collection)}
              aria-current={collection === current ? 'page' : undefined}
            >
              {COLLECTION_VIEWS[collection].label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
