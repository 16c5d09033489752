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

/**
 * How long an ended computation may still be joined by the requests that arrived before it ended:
 * longer than such a request takes to reach its read behind it, short enough that, with no memory
 * for answers, the service holds next to nothing.
 */
const JOIN_WINDOW_MS = 1_000;

/** What a request reads through: the answers of one cache, as that request may see them. */
export interface CachedReads {
  /**
   * The answer named `key` for organization `orgId`, computed by `compute` unless one computed at the
   * current revision and day is kept or may be joined. `key` must name everything the answer depends
   * on but the organization's data and the day.
   */
  read<T>(db: DbOrTx, orgId: string, now: Date, key: string, compute: () => Promise<T>): Promise<T>;
}

/**
 * One computation of an answer. Once it has ended, requests numbered from `retiredAt` on no longer join
 * it; until that is set, those arriving from now on.
 */
interface Flight {
  answer: Promise<unknown>;
  retiredAt?: number;
}

export class ReadCache implements CachedReads {
  private readonly entries: LRUCache<string, Entry> | null;
  /**
   * One computation per answer and revision: a burst of identical reads (every open board re-reading
   * after a change reaches them) waits for it, with or without memory for answers.
   */
  private readonly computing = new Map<string, Flight>();
  /**
   * Computations that ended in the last JOIN_WINDOW_MS, for the requests that arrived before they
   * ended and read after. On the embedded database a request's own queries (its key, its count, the
   * revision) wait behind the running computation's, so it reaches its read only once the computation
   * it arrived during has ended; without these it would compute the same answer again.
   */
  private readonly ended = new Map<string, Flight>();
  /** Requests are numbered as they arrive. */
  private arrivals = 0;

  /** `maxBytes` 0 keeps no answers: every read computes, unless it may join an identical computation. */
  constructor(maxBytes: number) {
    this.entries =
      maxBytes > 0
        ? new LRUCache<string, Entry>({ maxSize: maxBytes, sizeCalculation: (entry) => sizeOf(entry.value) })
        : null;
  }

  /** A request has arrived: its reads may also join a computation that was running when it arrived. */
  arrive(): CachedReads {
    const arrival = this.arrivals++;
    return { read: (db, orgId, now, key, compute) => this.readAs(arrival, db, orgId, now, key, compute) };
  }

  /** A read that arrives as it asks: it joins only a computation still running. */
  read<T>(db: DbOrTx, orgId: string, now: Date, key: string, compute: () => Promise<T>): Promise<T> {
    return this.readAs(this.arrivals, db, orgId, now, key, compute);
  }

  /**
   * A read joins a computation only at the revision it read itself: that computation read the
   * revision before its data, and no change has committed since, so its answer holds every change
   * committed before this read.
   */
  private async readAs<T>(
    arrival: number,
    db: DbOrTx,
    orgId: string,
    now: Date,
    key: string,
    compute: () => Promise<T>,
  ): Promise<T> {
    const current = await readOrgRevision(db, orgId);
    if (!current) return compute();
    const name = `${orgId} ${dayPart(current.timeZone, now)} ${key}`;
    const kept = this.entries?.get(name);
    if (kept && kept.revision === current.revision) return kept.value as T;

    const flightName = `${current.revision} ${name}`;
    const joined = this.computing.get(flightName) ?? this.endedAfter(flightName, arrival);
    if (joined) return joined.answer as Promise<T>;

    const flight: Flight = {
      answer: compute().then((value) => {
        // A slower computation at an older revision never replaces a newer answer.
        if (this.entries && (this.entries.get(name)?.revision ?? -1) < current.revision)
          this.entries.set(name, { revision: current.revision, value });
        return value;
      }),
    };
    this.computing.set(flightName, flight);
    flight.answer.then(
      () => this.end(flightName, flight),
      () => this.computing.delete(flightName),
    );
    return flight.answer as Promise<T>;
  }

  /** The ended computation named `flightName`, if it ended after request number `arrival` arrived. */
  private endedAfter(flightName: string, arrival: number): Flight | undefined {
    const flight = this.ended.get(flightName);
    return flight && arrival < (flight.retiredAt ?? this.arrivals) ? flight : undefined;
  }

  private end(flightName: string, flight: Flight) {
    this.computing.delete(flightName);
    this.ended.set(flightName, flight);
    // The requests read off their sockets in the turn of the event loop it ended in had waited behind it.
    setImmediate(() => {
      flight.retiredAt = this.arrivals;
      setTimeout(() => {
        if (this.ended.get(flightName) === flight) this.ended.delete(flightName);
      }, JOIN_WINDOW_MS).unref();
    });
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
