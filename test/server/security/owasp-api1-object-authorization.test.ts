import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type ApiResponse, type TestApp } from '../../support/test-app';
import { expectFailure } from '../http/http-expectations';
import { seedWorld, type World } from './security-world';

/* The tenancy matrix (tenancy-matrix.test.ts) covers every operation; this file guesses ids. */

let api: TestApp;
let a: World;
let b: World;

beforeAll(async () => {
  api = await startTestApp({ config: { rateLimitPerHour: 100_000 } });
  a = await seedWorld(api);
  b = await seedWorld(api);
});

/** Neighbours of an id an attacker would try: case flipped, last digit stepped, nil and max uuids. */
function guessesAround(id: string): string[] {
  const last = id.at(-1) ?? '0';
  const stepped = `${id.slice(0, -1)}${((parseInt(last, 16) + 1) % 16).toString(16)}`;
  return [id.toUpperCase(), stepped, '00000000-0000-0000-0000-000000000000', 'ffffffff-ffff-ffff-ffff-ffffffffffff'];
}

/** What a client can compare between two answers: status, envelope and the headers that are not counters. */
const comparable = (res: ApiResponse) => ({
  status: res.status,
  body: res.body,
  contentType: res.headers.get('content-type'),
  limit: res.headers.get('RateLimit-Limit'),
});

describe('OWASP API1:2023 broken object level authorization: id guessing', () => {
  const readPaths = (world: World) => [
    `/customers/${world.customerId}`,
    `/sites/${world.siteId}`,
    `/trees/${world.treeId}`,
    `/estimates/${world.draftEstimateId}`,
    `/invoices/${world.invoiceId}`,
  ];

  it("answers another organization's id exactly as a never-issued one: no existence oracle", async () => {
    for (const path of readPaths(b)) {
      const theirs = await api.get(path, { key: a.org.key });
      const nobodys = await api.get(path.replace(/[0-9a-f-]{36}$/, crypto.randomUUID()), { key: a.org.key });
      expectFailure(theirs, 404, 'not_found');
      expect(comparable(theirs), path).toEqual(comparable(nobodys));
    }
  });

  it("finds nothing by guessing ids around another organization's (or its own) real ones", async () => {
    const guesses = [
      ...readPaths(b).flatMap((path) =>
        guessesAround(path.slice(-36)).map((guess) => path.replace(path.slice(-36), guess)),
      ),
      // Around its own ids only the stepped neighbour and the extremes: the upper-cased id is the same record.
      ...readPaths(a).flatMap((path) =>
        guessesAround(path.slice(-36))
          .slice(1)
          .map((guess) => path.replace(path.slice(-36), guess)),
      ),
    ];
    for (const path of guesses) expectFailure(await api.get(path, { key: a.org.key }), 404, 'not_found');
  });

  it('reads its own records, so the 404s above are about ownership, not the paths', async () => {
    for (const path of readPaths(a)) expect((await api.get(path, { key: a.org.key })).status, path).toBe(200);
  });
});
