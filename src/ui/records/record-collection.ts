/**
 * Whether a route segment names a browsable collection: apart from the records screen's column
 * table, since the router (and an embed reading a checkout link with it) needs only the names.
 */
import { RECORD_COLLECTIONS, type RecordCollection } from '../../gateway';

/** `value` names a browsable collection (route segments come from the address bar). */
export function isRecordCollection(value: string | undefined): value is RecordCollection {
  return value !== undefined && (RECORD_COLLECTIONS as readonly string[]).includes(value);
}
