/**
 * The helpers the Data screen uses, over `fetch` like any other client: export, import and reset.
 * `GET /_sandbox/export` is the only keyless read of everything, so the summary comes from it too.
 */
import type { Snapshot } from '../../gateway/snapshot';
import { callHelper, callHelperWithText } from '../shared/gateway-api';

export const readSnapshot = () => callHelper<Snapshot>('GET', '/export');

/** Sends a file's or a paste's text as it is: the gateway, not the page, decides whether it is a snapshot. */
export const importSnapshotText = (text: string) => callHelperWithText<void>('POST', '/import', text);

export const resetSandbox = () => callHelper<void>('POST', '/reset');

/** Saves text as a file: a Blob behind an object URL, clicked through a temporary `<a download>`. */
export function downloadText(fileName: string, text: string, type = 'application/json'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    // The click has started the download by the time this task ends; the URL is not needed after.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}
