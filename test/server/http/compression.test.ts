import { request } from 'node:http';
import { gunzipSync, inflateSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type TestOrg } from '../../support/test-app';

let api: TestApp;
let org: TestOrg;

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
});

describe('compressed answers', () => {
  const auth = () => ({ Authorization: `ApiKey ${org.key}` });

  it('gzips or deflates a JSON answer as Accept-Encoding asks, identical to the plain answer once decoded', async () => {
    const plain = await rawGet('/api/v1/customers?limit=30', auth());
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);

    const gzipped = await rawGet('/api/v1/customers?limit=30', { ...auth(), 'Accept-Encoding': 'gzip, deflate, br' });
    expect(gzipped.status).toBe(200);
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers.vary).toMatch(/accept-encoding/i);
    expect(gzipped.body.length).toBeLessThan(plain.body.length / 2);
    expect(gunzipSync(gzipped.body).equals(plain.body)).toBe(true);

    const deflated = await rawGet('/api/v1/customers?limit=30', { ...auth(), 'Accept-Encoding': 'deflate' });
    expect(deflated.headers['content-encoding']).toBe('deflate');
    expect(inflateSync(deflated.body).equals(plain.body)).toBe(true);
  });

  it('never compresses the change feed: events reach the client as they happen', async () => {
    const stream = await rawGet('/api/v1/events', { ...auth(), 'Accept-Encoding': 'gzip' }, 300);
    expect(stream.status).toBe(200);
    expect(stream.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(stream.headers['content-encoding']).toBeUndefined();
  });
});
