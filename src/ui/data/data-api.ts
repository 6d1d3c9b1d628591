/**
 * The helpers the Data screen uses, through the sandbox client: the summary (counts from the
 * store's indexes), export, import and reset, and saving the export as a file.
 */
import { sandbox } from '../shared/sandbox-connection';

export const readSummary = () => sandbox().call('GET /_sandbox/summary');

export const readSnapshot = () => sandbox().call('GET /_sandbox/export');

/** Sends a file's or a paste's text as it is: the gateway, not the page, decides whether it is a snapshot. */
export const importSnapshotText = (text: string) => sandbox().call('POST /_sandbox/import', { body: text });

export const resetSandbox = () => sandbox().call('POST /_sandbox/reset');

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
