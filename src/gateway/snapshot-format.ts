/** What marks a JSON document as one of our snapshots: read by the import, and by the UI before it asks anything. */
export const SNAPSHOT_FORMAT = 'gateway-playground-snapshot';
export const SNAPSHOT_VERSION = 1;
