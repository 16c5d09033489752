import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../../../src/shared/contract/common';
import { customerSchema } from '../../../src/shared/contract/customers';
import { startTestApp, type TestApp } from '../../support/test-app';
import { expectValidationFailure } from './http-expectations';

let api: TestApp;

beforeAll(async () => {
  api = await startTestApp();
});

interface Page {
  items: { id: string; name: string }[];
  nextCursor: string | null;
}

async function createCustomers(key: string, names: string[]): Promise<void> {
  for (const name of names) {
    const res = await api.post('/customers', { name }, { key });
    expect(res.status).toBe(201);
  }
}

async function fetchPage(key: string, query: string): Promise<Page> {
  const res = await api.get(`/customers?${query}`, { key });
  expect(res.status).toBe(200);
  for (const item of res.body.data.items) customerSchema.parse(item);
  return res.body.data as Page;
}

describe('cursor pagination (api.md 1.6, 8)', () => {
  it('walks every record once, oldest first, with records created while paging at the end', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 12 }),
        fc.integer({ min: 1, max: 5 }),
        fc.array(fc.integer({ min: 0, max: 3 }), { maxLength: 12 }),
        async (initialCount, limit, createdBetweenPages) => {
          const org = await api.newOrg();
          const created = Array.from({ length: initialCount }, (_, index) => `Initial ${index}`);
          await createCustomers(org.key, created);

          const seen: string[] = [];
          let cursor: string | null = null;
          let fetches = 0;
          do {
            const page: Page = await fetchPage(
              org.key,
              `limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
            );
            expect(page.items.length).toBeLessThanOrEqual(limit);
            if (page.nextCursor !== null) expect(page.items).toHaveLength(limit);
            seen.push(...page.items.map((item) => item.name));
            cursor = page.nextCursor;
            const extra = Array.from(
              { length: createdBetweenPages[fetches] ?? 0 },
              (_, index) => `Added ${fetches}.${index}`,
            );
            if (cursor !== null) {
              await createCustomers(org.key, extra);
              created.push(...extra);
            }
            fetches += 1;
          } while (cursor !== null);

          expect(seen).toEqual(created);
          const everything = await fetchPage(org.key, `limit=${MAX_PAGE_SIZE}`);
          expect(everything.items.map((item) => item.name)).toEqual(seen);
        },
      ),
      { numRuns: 15 },
    );
  });

  describe('page size', () => {
    let key: string;
    const total = MAX_PAGE_SIZE + 1;

    beforeAll(async () => {
      key = (await api.newOrg()).key;
      await createCustomers(
        key,
        Array.from({ length: total }, (_, index) => `Bulk ${String(index).padStart(3, '0')}`),
      );
    }, 120_000);

    it(`defaults to ${DEFAULT_PAGE_SIZE}`, async () => {
      const page = await fetchPage(key, '');
      expect(page.items).toHaveLength(DEFAULT_PAGE_SIZE);
      expect(page.nextCursor).not.toBeNull();
    });

    it(`clamps a limit above ${MAX_PAGE_SIZE} instead of refusing it, and still pages on`, async () => {
      const first = await fetchPage(key, 'limit=100000');
      expect(first.items).toHaveLength(MAX_PAGE_SIZE);
      expect(first.nextCursor).not.toBeNull();
      const rest = await fetchPage(key, `limit=100000&cursor=${encodeURIComponent(first.nextCursor ?? '')}`);
      expect(rest.items.map((item) => item.name)).toEqual([`Bulk ${MAX_PAGE_SIZE}`]);
      expect(rest.nextCursor).toBeNull();
    });

    it('clamps a limit past what a JavaScript number holds exactly, too', async () => {
      for (const limit of ['9007199254740993', '100000000000000000000']) {
        const page = await fetchPage(key, `limit=${limit}`);
        expect(page.items, limit).toHaveLength(MAX_PAGE_SIZE);
      }
    });

    it('ends with a null cursor when the last page is exactly full', async () => {
      const first = await fetchPage(key, `limit=${total - 1}`);
      const last = await fetchPage(key, `limit=1&cursor=${encodeURIComponent(first.nextCursor ?? '')}`);
      expect(last.items).toHaveLength(1);
      expect(last.nextCursor).toBeNull();
    });

    it('answers opaque cursors that reveal no shared counter, and refuses one issued to another organization', async () => {
      const other = await api.newOrg();
      for (const name of ['Cursor One', 'Cursor Two'])
        expect((await api.post('/customers', { name }, { key: other.key })).status).toBe(201);
      const mine = await fetchPage(key, 'limit=1');
      const theirs = await fetchPage(other.key, 'limit=1');
      for (const cursor of [mine.nextCursor, theirs.nextCursor]) {
        expect(cursor).toMatch(/^[A-Za-z0-9_-]{40,}$/);
        // Not the plain position it once was (base64url of `s:<sequence>`).
        expect(Buffer.from(cursor!, 'base64url').toString('latin1')).not.toMatch(/^s:\d+$/);
      }
      // The same position sealed twice reads differently: nothing to subtract.
      expect((await fetchPage(key, 'limit=1')).nextCursor).not.toBe(mine.nextCursor);

      const borrowed = await api.get(`/customers?limit=1&cursor=${encodeURIComponent(theirs.nextCursor!)}`, { key });
      expect(expectValidationFailure(borrowed, ['cursor'])).toEqual([
        { field: 'cursor', problem: 'is not one this service issued' },
      ]);
      const tampered = `${mine.nextCursor!.slice(0, -2)}${mine.nextCursor!.endsWith('AA') ? 'AB' : 'AA'}`;
      expectValidationFailure(await api.get(`/customers?limit=1&cursor=${tampered}`, { key }), ['cursor']);
    });

    it.each(['0', '-5'])('refuses limit=%s (minimum 1)', async (limit) => {
      expectValidationFailure(await api.get(`/customers?limit=${limit}`, { key }), ['limit']);
    });
  });
});
