import { LRUCache } from 'lru-cache';
import { todayIn } from '../../shared/domain/working-days';
import type { DbOrTx } from '../db/client';
import { readOrgRevision } from './org-revision.repo';

/*
 * Answers of expensive reads (the board, the queue, fit's crew-days), kept per organization and
 * served only while the organization's data revision (migration 0005) is the one they were computed
 * at. The revision is read before computing: a change committed meanwhile may already be in the
 * answer, but it also advanced the revision, so the answer is never served past a change. Every
 * instance keeps its own answers and checks the shared revision, so instances never disagree.
 */

interface Entry {
  revision: number;
  value: unknown;
}

/** What a cached answer may depend on besides the data: the day, in UTC (api.md's defaults) and in the org's zone. */
const dayPart = (timeZone: string, now: Date) => `${todayIn('UTC', now)}/${todayIn(timeZone, now)}`;

export class ReadCache {
  private readonly entries: LRUCache<string, Entry> | null;
  /**
   * One computation per answer and revision: a burst of identical reads (every open board re-reading
   * after a change reaches them) waits for it, with or without memory for answers.
   */
  private readonly computing = new Map<string, Promise<unknown>>();

  /** `maxBytes` 0 keeps no answers: every read computes, unless an identical one is computing at its revision. */
  constructor(maxBytes: number) {
    this.entries =
      maxBytes > 0
        ? new LRUCache<string, Entry>({ maxSize: maxBytes, sizeCalculation: (entry) => sizeOf(entry.value) })
        : null;
  }

  /**
   * The answer named `key` for organization `orgId`, computed by `compute` unless one computed at the
   * current revision and day is kept or computing. `key` must name everything the answer depends on
   * but the organization's data and the day. A read joins a computation only at the revision it
   * read itself: that computation read the revision before its data, so it holds every change
   * committed before this read began.
   */
  async read<T>(db: DbOrTx, orgId: string, now: Date, key: string, compute: () => Promise<T>): Promise<T> {
    const current = await readOrgRevision(db, orgId);
    if (!current) return compute();
    const name = `${orgId} ${dayPart(current.timeZone, now)} ${key}`;
    const kept = this.entries?.get(name);
    if (kept && kept.revision === current.revision) return kept.value as T;

    const flight = `${current.revision} ${name}`;
    const pending = this.computing.get(flight);
    if (pending) return pending as Promise<T>;
    const computed = compute()
      .then((value) => {
        // A slower computation at an older revision never replaces a newer answer.
        if (this.entries && (this.entries.get(name)?.revision ?? -1) < current.revision)
          this.entries.set(name, { revision: current.revision, value });
        return value;
      })
      .finally(() => this.computing.delete(flight));
    this.computing.set(flight, computed);
    return computed;
  }
}

/** An answer that says what it holds in memory (see EncodedAnswer). */
const sizeSaid = (value: unknown): number | undefined =>
  typeof value === 'object' && value !== null && 'cacheSize' in value && typeof value.cacheSize === 'number'
    ? value.cacheSize
    : undefined;

/** Roughly what an answer holds in memory: what it says, else text by its length, anything else by its JSON's. */
function sizeOf(value: unknown): number {
  const said = sizeSaid(value);
  if (said !== undefined) return Math.max(1, said);
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return Math.max(1, text?.length ?? 1);
}
