/** What marks a JSON document as one of our snapshots, and how deep one may nest: read by the import, the import route and the Node state file, and by the UI before it asks anything. */
import { MAX_BODY_DEPTH } from './json-depth';

export const SNAPSHOT_FORMAT = 'gateway-playground-snapshot';
export const SNAPSHOT_VERSION = 1;

/**
 * How deeply a snapshot's JSON may nest, checked by whoever parses it (the import route, the
 * Node state file): a record is at most one level deeper than the request body it came from (a
 * receiver's script sits inside its setting), and it sits in its array, in `collections`, in the
 * snapshot. Every export can thus be imported again; nothing deeper was made by the gateway.
 */
export const MAX_SNAPSHOT_DEPTH = MAX_BODY_DEPTH + 1 + 3;
