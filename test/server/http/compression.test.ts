import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertSite } from '../../support/inventory-fixtures';
import { insertAcceptedWork, insertCrew, insertPlacement } from '../../support/schedule-fixtures';
import { startTestApp, type TestApp, type TestOrg } from '../../support/test-app';

let api: TestApp;
let org: TestOrg;
/** Its own organization: the customers list above stays 30 customers long. */
let scheduling: TestOrg;

interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A GET as a client that names its encodings sends it, body as it came over the wire (fetch would decode). */
function rawGet(pathname: string, headers: Record<string, string>, readFor?: number): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = request(`${api.baseUrl}${pathname}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      const answer = () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) });
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', answer);
      // A stream never ends by itself: read what it sent so far, then hang up.
      if (readFor) setTimeout(() => (answer(), req.destroy()), readFor);
    });
    req.on('error', reject);
    req.end();
  });
}

beforeAll(async () => {
  api = await startTestApp();
  org = await api.newOrg();
  for (let index = 0; index < 30; index += 1)
    expect((await api.post('/customers', { name: `Compression customer ${index}` }, { key: org.key })).status).toBe(
      201,
    );
  // A board, a queue and fit candidates with something on them (today is 2026-03-02 on the test clock).
  scheduling = await api.newOrg();
  const crew = await insertCrew(api.deps, scheduling.id, { name: 'Compression crew' });
  for (let index = 0; index < 12; index += 1) {
    const site = await insertSite(api.deps, scheduling.id, {
      label: `Compression site ${index}`,
      latitude: 45.5,
      longitude: -122.6,
    });
    const { estimate } = await insertAcceptedWork(api.deps, scheduling.id, site, { lines: [{ estimatedHours: 8 }] });
    if (index % 2 === 0)
      await insertPlacement(api.deps, scheduling.id, {
        estimateId: estimate.id,
        scheduledDate: `2026-03-0${2 + (index % 4)}`,
        crewId: crew.id,
        sortOrder: index,
        plannedHours: 2,
      });
  }
});

const decoders: Record<string, (body: Buffer) => Buffer> = {
  br: brotliDecompressSync,
  gzip: gunzipSync,
  deflate: inflateSync,
};

describe('compressed answers', () => {
  const auth = () => ({ Authorization: `ApiKey ${org.key}` });

  it('gzips or deflates a JSON answer as Accept-Encoding asks, identical to the plain answer once decoded', async () => {
    const plain = await rawGet('/api/v1/customers?limit=30', auth());
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);

    const gzipped = await rawGet('/api/v1/customers?limit=30', { ...auth(), 'Accept-Encoding': 'gzip, deflate' });
    expect(gzipped.status).toBe(200);
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers.vary).toMatch(/accept-encoding/i);
    expect(gzipped.body.length).toBeLessThan(plain.body.length / 2);
    expect(gunzipSync(gzipped.body).equals(plain.body)).toBe(true);

    const deflated = await rawGet('/api/v1/customers?limit=30', { ...auth(), 'Accept-Encoding': 'deflate' });
    expect(deflated.headers['content-encoding']).toBe('deflate');
    expect(inflateSync(deflated.body).equals(plain.body)).toBe(true);
  });

  it('answers in brotli when the client accepts it at least as much as gzip, else gzip', async () => {
    const plain = await rawGet('/api/v1/customers?limit=30', auth());
    const browser = await rawGet('/api/v1/customers?limit=30', { ...auth(), 'Accept-Encoding': 'gzip, deflate, br' });
    expect(browser.headers['content-encoding']).toBe('br');
    expect(browser.headers.vary).toMatch(/accept-encoding/i);
    expect(browser.body.length).toBeLessThan(plain.body.length / 2);
    expect(brotliDecompressSync(browser.body).equals(plain.body)).toBe(true);

    const gzipFirst = await rawGet('/api/v1/customers?limit=30', { ...auth(), 'Accept-Encoding': 'br;q=0.5, gzip' });
    expect(gzipFirst.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipFirst.body).equals(plain.body)).toBe(true);
    const refused = await rawGet('/api/v1/customers?limit=30', { ...auth(), 'Accept-Encoding': 'br;q=0, identity' });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.body.equals(plain.body)).toBe(true);
  });

  it.each(['br', 'gzip', 'deflate'])(
    'the board, the queue and fit in %s decode to the plain answer byte for byte',
    async (encoding) => {
      const auth = () => ({ Authorization: `ApiKey ${scheduling.key}` });
      const queue = await rawGet('/api/v1/schedule/unscheduled?limit=5', auth());
      const [row] = (JSON.parse(queue.body.toString()) as { data: { items: { estimateId: string }[] } }).data.items;
      const reads = [
        '/api/v1/schedule?from=2026-03-02&to=2026-03-13',
        '/api/v1/schedule/unscheduled?limit=50',
        `/api/v1/schedule/fit?estimateIds=${row!.estimateId}&lat=45.5&lng=-122.6&from=2026-03-02&days=10`,
      ];
      for (const pathname of reads) {
        const plain = await rawGet(pathname, auth());
        expect(plain.status).toBe(200);
        expect(plain.body.length).toBeGreaterThan(1024);
        const encoded = await rawGet(pathname, { ...auth(), 'Accept-Encoding': encoding });
        expect(encoded.status).toBe(200);
        expect(encoded.headers['content-encoding']).toBe(encoding);
        expect(decoders[encoding]!(encoded.body).equals(plain.body)).toBe(true);
      }
    },
  );

  it('answers a board read again from the read cache in the same brotli bytes, decoding to the plain answer', async () => {
    const auth = { Authorization: `ApiKey ${scheduling.key}` };
    const pathname = '/api/v1/schedule?from=2026-03-02&to=2026-03-06';
    const plain = await rawGet(pathname, auth);
    const [first, again] = [
      await rawGet(pathname, { ...auth, 'Accept-Encoding': 'gzip, deflate, br' }),
      await rawGet(pathname, { ...auth, 'Accept-Encoding': 'br' }),
    ];
    for (const answer of [first, again]) {
      expect(answer.headers['content-encoding']).toBe('br');
      expect(answer.headers['content-type']).toMatch(/^application\/json/);
      expect(answer.headers.vary).toMatch(/accept-encoding/i);
    }
    expect(again.body.equals(first.body)).toBe(true);
    expect(brotliDecompressSync(first.body).equals(plain.body)).toBe(true);
  });

  it.each(['gzip', 'br'])(
    'never compresses the change feed (asked for %s): events reach the client as they happen',
    async (encoding) => {
      const stream = await rawGet('/api/v1/events', { ...auth(), 'Accept-Encoding': encoding }, 300);
      expect(stream.status).toBe(200);
      expect(stream.headers['content-type']).toMatch(/^text\/event-stream/);
      expect(stream.headers['content-encoding']).toBeUndefined();
    },
  );
});
