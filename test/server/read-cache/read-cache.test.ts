import { sql } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ReadCache, type CachedReads } from '../../../src/server/read-cache/read-cache';
import { insertCrew } from '../../support/schedule-fixtures';
import { startTestApp, type TestApp, type TestOrg } from '../../support/test-app';

/* ReadCache over the real database: answers are kept per organization, revision and day. */

let api: TestApp;

beforeAll(async () => {
  api = await startTestApp();
});

/** A computation that counts its runs and answers the run number. */
function counted() {
  let runs = 0;
  return {
    compute: async () => {
      runs += 1;
      return { run: runs };
    },
    runs: () => runs,
  };
}

const readWith = (
  cache: CachedReads,
  org: TestOrg,
  compute: () => Promise<unknown>,
  key = 'answer',
  now = api.clock.now(),
) => cache.read(api.deps.database.db, org.id, now, key, compute);

/**
 * A read whose computation has begun (so it has read the revision) and waits until `finish` is
 * called: what a slow read started before a change looks like.
 */
async function staleRead(cache: CachedReads, org: TestOrg) {
  let finish: (value: string) => void = () => undefined;
  let begun: () => void = () => undefined;
  const started = new Promise<void>((resolve) => (begun = resolve));
  const answer = readWith(cache, org, () => {
    begun();
    return new Promise<string>((resolve) => (finish = resolve));
  });
  await started;
  return { answer, finish: (value: string) => finish(value) };
}

describe('ReadCache', () => {
  it('computes once while nothing changes, again after a committed change to the organization', async () => {
    const org = await api.newOrg();
    const cache = new ReadCache(1024 * 1024);
    const answer = counted();
    expect(await readWith(cache, org, answer.compute)).toEqual({ run: 1 });
    expect(await readWith(cache, org, answer.compute)).toEqual({ run: 1 });
    await insertCrew(api.deps, org.id);
    expect(await readWith(cache, org, answer.compute)).toEqual({ run: 2 });
    expect(answer.runs()).toBe(2);
  });

  it('keeps answers apart by organization and key, and is not disturbed by another organization changing', async () => {
    const [mine, theirs] = await Promise.all([api.newOrg(), api.newOrg()]);
    const cache = new ReadCache(1024 * 1024);
    expect(await readWith(cache, mine, async () => 'mine')).toBe('mine');
    expect(await readWith(cache, theirs, async () => 'theirs')).toBe('theirs');
    expect(await readWith(cache, mine, async () => 'other key', 'another')).toBe('other key');
    await insertCrew(api.deps, theirs.id);
    expect(await readWith(cache, mine, async () => 'recomputed')).toBe('mine');
    expect(await readWith(cache, theirs, async () => 'theirs, after their change')).toBe('theirs, after their change');
  });

  it("computes again on a new day, in UTC or in the organization's zone", async () => {
    const org = await api.newOrg({ timeZone: 'America/Los_Angeles' });
    const cache = new ReadCache(1024 * 1024);
    const answer = counted();
    const evening = new Date('2026-03-02T23:30:00Z'); // Monday afternoon in Los Angeles
    const afterUtcMidnight = new Date('2026-03-03T00:30:00Z'); // still Monday in Los Angeles, Tuesday in UTC
    const afterLocalMidnight = new Date('2026-03-03T08:30:00Z');
    await readWith(cache, org, answer.compute, 'answer', evening);
    await readWith(cache, org, answer.compute, 'answer', new Date('2026-03-02T23:45:00Z'));
    expect(answer.runs()).toBe(1);
    await readWith(cache, org, answer.compute, 'answer', afterUtcMidnight);
    expect(answer.runs()).toBe(2);
    await readWith(cache, org, answer.compute, 'answer', afterLocalMidnight);
    expect(answer.runs()).toBe(3);
  });

  it('runs one computation for a burst of identical reads', async () => {
    const org = await api.newOrg();
    const cache = new ReadCache(1024 * 1024);
    const answer = counted();
    const answers = await Promise.all(Array.from({ length: 8 }, () => readWith(cache, org, answer.compute)));
    expect(answers).toEqual(Array.from({ length: 8 }, () => ({ run: 1 })));
    expect(answer.runs()).toBe(1);
  });

  it('never lets a slow computation from before a change replace the answer computed after it', async () => {
    const org = await api.newOrg();
    await insertCrew(api.deps, org.id);
    const cache = new ReadCache(1024 * 1024);
    // The stale read has taken its revision (it reads it before computing) before the change commits.
    const stale = await staleRead(cache, org);
    await insertCrew(api.deps, org.id);
    expect(await readWith(cache, org, async () => 'after the change')).toBe('after the change');
    stale.finish('before the change');
    expect(await stale.answer).toBe('before the change');
    expect(await readWith(cache, org, async () => 'computed again')).toBe('after the change');
  });

  it('forgets the least recently used answers beyond its size', async () => {
    const org = await api.newOrg();
    const cache = new ReadCache(100);
    const answer = counted();
    await readWith(cache, org, async () => 'x'.repeat(60), 'first');
    await readWith(cache, org, async () => 'y'.repeat(60), 'second');
    expect(await readWith(cache, org, async () => 'first, recomputed', 'first')).toBe('first, recomputed');
    await readWith(cache, org, answer.compute, 'small');
    await readWith(cache, org, answer.compute, 'small');
    expect(answer.runs()).toBe(1);
  });

  it('keeps nothing when given no memory, yet still runs one computation for a burst of identical reads', async () => {
    const org = await api.newOrg();
    const cache = new ReadCache(0);
    const answer = counted();
    await readWith(cache, org, answer.compute);
    await readWith(cache, org, answer.compute);
    expect(answer.runs()).toBe(2);
    // A computation that takes a round trip of its own, as a real one does: the burst's revision
    // reads were sent before it (the embedded database answers in order; PostgreSQL in parallel).
    const slow = async () => {
      const answered = await answer.compute();
      await api.deps.database.db.execute(sql`SELECT pg_sleep(0.2)`);
      return answered;
    };
    const burst = await Promise.all(Array.from({ length: 8 }, () => readWith(cache, org, slow)));
    expect(burst).toEqual(Array.from({ length: 8 }, () => ({ run: 3 })));
    expect(answer.runs()).toBe(3);
  });

  it('with no memory, never hands a read an answer whose computation began before a change it follows', async () => {
    const org = await api.newOrg();
    const cache = new ReadCache(0);
    const stale = await staleRead(cache, org);
    await insertCrew(api.deps, org.id);
    expect(await readWith(cache, org, async () => 'after the change')).toBe('after the change');
    stale.finish('before the change');
    expect(await stale.answer).toBe('before the change');
  });

  describe('a request that arrived while an identical computation ran', () => {
    /** After a computation's answer: the turn of the event loop it ended in is over. */
    const turnOver = () => new Promise((resolve) => setImmediate(resolve));

    afterEach(() => {
      vi.useRealTimers();
    });

    it('joins it with no memory for answers, even when its own queries bring it to its read after the end', async () => {
      const org = await api.newOrg();
      const cache = new ReadCache(0);
      const answer = counted();
      const waiting = cache.arrive();
      expect(await readWith(cache.arrive(), org, answer.compute)).toEqual({ run: 1 });
      await turnOver();
      const later = cache.arrive();
      expect(await readWith(waiting, org, answer.compute)).toEqual({ run: 1 });
      expect(await readWith(later, org, answer.compute)).toEqual({ run: 2 });
      expect(answer.runs()).toBe(2);
    });

    it('computes again when a change committed before it read', async () => {
      const org = await api.newOrg();
      const cache = new ReadCache(0);
      const waiting = cache.arrive();
      await readWith(cache.arrive(), org, async () => 'before the change');
      await turnOver();
      await insertCrew(api.deps, org.id);
      expect(await readWith(waiting, org, async () => 'after the change')).toBe('after the change');
    });

    it('computes again once the computation ended a second ago: no answer is held for longer', async () => {
      vi.useFakeTimers({ toFake: ['setTimeout'] });
      const org = await api.newOrg();
      const cache = new ReadCache(0);
      const answer = counted();
      const slowest = cache.arrive();
      await readWith(cache.arrive(), org, answer.compute);
      await turnOver();
      vi.advanceTimersByTime(1_000);
      expect(await readWith(slowest, org, answer.compute)).toEqual({ run: 2 });
    });
  });

  it('answers an organization that never changed (revision 0) and one the revision table has never seen', async () => {
    const org = await api.newOrg();
    await api.deps.database.db.execute(sql`DELETE FROM org_data_revisions WHERE org_id = ${org.id}::uuid`);
    const cache = new ReadCache(1024 * 1024);
    const answer = counted();
    await readWith(cache, org, answer.compute);
    await readWith(cache, org, answer.compute);
    expect(answer.runs()).toBe(1);
    await insertCrew(api.deps, org.id);
    await readWith(cache, org, answer.compute);
    expect(answer.runs()).toBe(2);
  });
});
