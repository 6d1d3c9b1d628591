import type { CollectionName } from '../../gateway/core';

type Listener = (collections: CollectionName[]) => void;

/**
 * Tells listeners which collections a committed write touched: in this tab directly, in other
 * tabs (and other store instances of this process) through a BroadcastChannel named after the
 * database.
 */
export class CrossTabChanges {
  private readonly listeners = new Set<Listener>();
  private readonly channel: BroadcastChannel | undefined;

  constructor(databaseName: string) {
    if (typeof BroadcastChannel === 'function') {
      this.channel = new BroadcastChannel(`gateway-changes:${databaseName}`);
      this.channel.onmessage = (event: MessageEvent<CollectionName[]>) => this.emit(event.data);
      // In Node an open channel would keep the process alive after everything else ended.
      (this.channel as { unref?: () => void }).unref?.();
    }
  }

  private closed = false;

  /**
   * Announces a committed write here and everywhere else. A write that committed while the store
   * closed (IndexedDB finishes a transaction under way) has nobody left to tell: that is no failure.
   */
  publish(collections: CollectionName[]): void {
    if (this.closed) return;
    this.emit(collections);
    this.channel?.postMessage(collections);
  }

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  close(): void {
    this.closed = true;
    this.listeners.clear();
    this.channel?.close();
  }

  private emit(collections: CollectionName[]): void {
    for (const listener of this.listeners) listener(collections);
  }
}
