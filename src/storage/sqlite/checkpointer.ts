/**
 * Checkpoints a database file's WAL from a thread of its own. SQLite's automatic checkpoint runs
 * inside whichever commit crosses its threshold: it copies every page written since the last one
 * into the database file and syncs it, while (the driver being synchronous) every request waits,
 * the longer the more pages the file spreads its writes over. Here a worker with its own
 * connection copies and syncs as the pages come, PASSIVE, so it never waits for or blocks the
 * server's writes; the automatic checkpoint is left only what came since the worker's last pass.
 */
import { statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/** The WAL size at which the worker starts: a store that never writes this much never needs one. */
const START_WAL_BYTES = 4 * 1024 * 1024;
/** How often the store looks at its WAL's size, in commits: a stat costs more than a commit's bookkeeping. */
const LOOK_EVERY = 64;
/** How often the worker checkpoints, once started: sooner copies the same busy pages over and over. */
const CHECKPOINT_MS = 500;
/** How long closing waits for the worker to close its connection. */
const STOP_WAIT_MS = 2000;

/**
 * The worker: plain CommonJS (so no loader is needed to start it, in tsx or in a test runner),
 * given the driver's resolved path. A checkpoint that fails (the file is busy) is tried again
 * at the next tick. Asked to stop, it closes its connection and says so through `stopped`.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.file);
const timer = setInterval(() => {
  try { db.pragma('wal_checkpoint(PASSIVE)'); } catch {}
}, workerData.everyMs);
parentPort.once('message', () => {
  clearInterval(timer);
  db.close();
  Atomics.store(workerData.stopped, 0, 1);
  Atomics.notify(workerData.stopped, 0);
  parentPort.close();
});
`;

/** The checkpoint worker of one store on `file`, started once the store has written enough to need it. */
export class Checkpointer {
  private commits = 0;
  private worker: Worker | undefined;
  /** Stopped for good: the store is closing, no worker starts after that. */
  private stopping = false;
  private readonly stopped = new Int32Array(new SharedArrayBuffer(4));

  constructor(private readonly file: string) {}

  /** Call after each commit that wrote. */
  committed(): void {
    if (this.worker || this.stopping || ++this.commits % LOOK_EVERY !== 0) return;
    try {
      if (statSync(`${this.file}-wal`).size < START_WAL_BYTES) return;
    } catch {
      return;
    }
    const driver = createRequire(import.meta.url).resolve('better-sqlite3');
    const workerData = { driver, file: this.file, everyMs: CHECKPOINT_MS, stopped: this.stopped };
    this.worker = new Worker(WORKER_SOURCE, { eval: true, workerData });
    // A worker that fails leaves the automatic checkpoint to do all the work, as before it started.
    this.worker.on('error', () => undefined);
    // Checkpointing alone must not keep a finished process alive.
    this.worker.unref();
  }

  /**
   * Has the worker close its connection, and waits (briefly) until it has: the store closing
   * after it is then the file's last connection here, which folds the WAL into the file, so
   * the file alone holds everything once the server has stopped.
   */
  stop(): void {
    const worker = this.worker;
    this.worker = undefined;
    this.stopping = true;
    if (!worker) return;
    worker.postMessage('stop');
    Atomics.wait(this.stopped, 0, 0, STOP_WAIT_MS);
  }
}
