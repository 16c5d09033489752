import type { FieldWrite, OutboxEntry } from './field-writes';
import { requestCount } from './field-writes';
import type { OutboxStore } from './outbox-store';

/**
 * The phone keeps at most this many writes waiting (docs/decisions/caps.md): a day's marks, trees
 * and notes are a few dozen, and a phone that never finds signal is told before it fills.
 */
export const MAX_OUTBOX_ENTRIES = 500;
/** Photos kept waiting: each is at most 700 KB once made smaller, so about 21 MB. */
export const MAX_OUTBOX_PHOTOS = 30;

export class OutboxFullError extends Error {
  override name = 'OutboxFullError';
}

let lastStamp = 0;
/** Ids that sort as the writes were made, even two in the same millisecond. */
function nextId(): string {
  lastStamp = Math.max(Date.now(), lastStamp + 1);
  return `${String(lastStamp).padStart(15, '0')}-${crypto.randomUUID().slice(0, 8)}`;
}

/**
 * The writes waiting on this phone, in the order they were made, mirrored in memory for the
 * screens (subscribe) and kept in `store` so a closed browser or a flat battery loses none.
 */
export class Outbox {
  private entries: readonly OutboxEntry[] = [];
  private readonly listeners = new Set<() => void>();
  /** Settles once the entries kept from an earlier visit are read back. */
  readonly loaded: Promise<void>;

  constructor(private readonly store: OutboxStore) {
    this.loaded = store.readAll().then((kept) => this.replace(kept));
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Every entry, oldest first (the same array until something changes). */
  all = (): readonly OutboxEntry[] => this.entries;

  /** Keeps a write to send; refused, with the reason, when the phone already holds as much as it may. */
  async add(write: FieldWrite, words: string): Promise<OutboxEntry> {
    await this.loaded;
    if (this.entries.length >= MAX_OUTBOX_ENTRIES)
      throw new OutboxFullError(
        `This phone already holds ${MAX_OUTBOX_ENTRIES} changes waiting to send. Find signal so they can go before making more.`,
      );
    const photos = this.entries.filter((entry) => entry.write.kind === 'tree' && entry.write.photo).length;
    if (write.kind === 'tree' && write.photo && photos >= MAX_OUTBOX_PHOTOS)
      throw new OutboxFullError(
        `This phone already holds ${MAX_OUTBOX_PHOTOS} photos waiting to send. Find signal so they can go before taking more, or add the tree without a photo.`,
      );
    const entry: OutboxEntry = {
      id: nextId(),
      write,
      idempotencyKeys: Array.from({ length: requestCount(write) }, () => crypto.randomUUID()),
      words,
      madeAt: new Date().toISOString(),
      treeId: null,
      refusal: null,
    };
    await this.store.put(entry);
    this.replace([...this.entries, entry]);
    return entry;
  }

  /** The oldest entry not refused: the next to send. */
  next(): OutboxEntry | undefined {
    return this.entries.find((entry) => entry.refusal === null);
  }

  /** Changes a kept entry (its tree stored, or refused), on disk first. */
  async update(id: string, change: Partial<Pick<OutboxEntry, 'treeId' | 'refusal'>>): Promise<void> {
    const entry = this.entries.find((candidate) => candidate.id === id);
    if (!entry) return;
    const changed = { ...entry, ...change };
    await this.store.put(changed);
    this.replace(this.entries.map((candidate) => (candidate.id === id ? changed : candidate)));
  }

  /** The entry landed, or the person dismissed its refusal. */
  async remove(id: string): Promise<void> {
    await this.store.remove(id);
    this.replace(this.entries.filter((entry) => entry.id !== id));
  }

  private replace(entries: readonly OutboxEntry[]): void {
    this.entries = entries;
    this.listeners.forEach((listener) => listener());
  }
}
