import { createHmac } from 'node:crypto';
import http from 'node:http';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertPhoto, insertSite, insertTree } from '../../support/inventory-fixtures';
import { startTestApp, type TestApp, type TestOrg } from '../../support/test-app';

const FIFTEEN_MINUTES_MS = 15 * 60 * 1000;

let api: TestApp;
let org: TestOrg;

beforeAll(async () => {
  api = await startTestApp();
  org = await api.newOrg();
});

/** A tree with one photo (its PNG stored unless `file: false`); returns the signed url and the bytes. */
async function photoWithUrl(options: { file?: boolean } = {}, target: TestApp = api, owner: TestOrg = org) {
  const site = await insertSite(target.deps, owner.id);
  const tree = await insertTree(target.deps, owner.id, site.id);
  const { row, bytes } = await insertPhoto(target.deps, owner.id, tree.id, {}, options);
  const res = await target.get(`/trees/${tree.id}/photos`, { key: owner.key });
  const url: string = res.body.data.items[0].url;
  return { row, bytes, url };
}

async function expectForbidden(url: string) {
  const res = await api.get(url, { key: null });
  expect(res.status).toBe(403);
  expect(res.body).toMatchObject({ success: false, data: { code: 'forbidden' } });
}

describe('signed photo links', () => {
  it('serve the PNG bytes over plain HTTP with no API key, private and cached until expiry', async () => {
    const { row, bytes, url } = await photoWithUrl();
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('cache-control')).toBe('private, max-age=900');
    expect(Buffer.from(await response.arrayBuffer())).toEqual(bytes);

    // The documented format: exp 15 minutes from the clock, sig = HMAC-SHA256(secret, key \n exp) base64url.
    const link = new URL(url);
    const exp = Math.floor(api.clock.now().getTime() / 1000) + 900;
    const sig = createHmac('sha256', api.deps.config.fileSigningSecret)
      .update(`${row.storageKey}\n${exp}`)
      .digest('base64url');
    expect(link.origin).toBe(api.baseUrl);
    expect(link.pathname).toBe(`/files/${row.storageKey}`);
    expect(link.searchParams.get('exp')).toBe(String(exp));
    expect(link.searchParams.get('sig')).toBe(sig);
  });

  it('are built only on a Host the operator allows: a forged Host gets no link, localhost gets its own origin', async () => {
    const site = await insertSite(api.deps, org.id);
    const tree = await insertTree(api.deps, org.id, site.id);
    await insertPhoto(api.deps, org.id, tree.id);
    const { port } = new URL(api.baseUrl);
    // fetch will not send another Host; node:http sends what it is given, as an attacker's client would.
    const urlWithHost = (host: string) =>
      new Promise<string | null>((resolve, reject) => {
        const request = http.get(
          {
            host: '127.0.0.1',
            port,
            path: `/api/v1/trees/${tree.id}/photos`,
            headers: { Host: host, Authorization: `ApiKey ${org.key}` },
          },
          (response) => {
            let body = '';
            response.on('data', (chunk: Buffer) => (body += chunk.toString()));
            response.on('end', () =>
              resolve((JSON.parse(body) as { data: { items: { url: string | null }[] } }).data.items[0]!.url),
            );
          },
        );
        request.on('error', reject);
      });
    expect(await urlWithHost('evil.example')).toBeNull();
    expect(await urlWithHost(`evil.example:${port}`)).toBeNull();
    expect(new URL((await urlWithHost(`localhost:${port}`))!).origin).toBe(`http://localhost:${port}`);
  });

  it('refuse a tampered signature, an altered key or expiry, and a missing signature with 403 forbidden', async () => {
    const { url } = await photoWithUrl();
    const { row: otherPhoto } = await photoWithUrl();
    const link = new URL(url);
    const sig = link.searchParams.get('sig')!;

    const tampered = new URL(url);
    tampered.searchParams.set('sig', `${sig[0] === 'A' ? 'B' : 'A'}${sig.slice(1)}`);
    await expectForbidden(tampered.toString());

    await expectForbidden(`${link.origin}/files/${otherPhoto.storageKey}${link.search}`);

    const extended = new URL(url);
    extended.searchParams.set('exp', String(Number(link.searchParams.get('exp')) + 3600));
    await expectForbidden(extended.toString());

    const unsigned = new URL(url);
    unsigned.searchParams.delete('sig');
    await expectForbidden(unsigned.toString());
    await expectForbidden(`${link.origin}${link.pathname}`);
  });

  it('stop working once 15 minutes have passed', async () => {
    const { url } = await photoWithUrl();
    const start = api.clock.now().toISOString();
    try {
      api.clock.advance(FIFTEEN_MINUTES_MS - 1000);
      const lastSecond = await fetch(url);
      expect(lastSecond.status).toBe(200);
      expect(lastSecond.headers.get('cache-control')).toBe('private, max-age=1');
      api.clock.advance(1000);
      await expectForbidden(url);
    } finally {
      api.clock.set(start);
    }
  });

  it('answer 404 not_found in the envelope when the signed file is not in storage', async () => {
    const { url } = await photoWithUrl({ file: false });
    expect(url).not.toBeNull();
    const res = await api.get(url, { key: null });
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ success: false, data: { code: 'not_found' } });
  });

  it('build links on config.publicUrl when it is set', async () => {
    const publicApi = await startTestApp({ config: { publicUrl: 'https://canopy.example' } });
    const publicOrg = await publicApi.newOrg();
    const { row, bytes, url } = await photoWithUrl({}, publicApi, publicOrg);
    const link = new URL(url);
    expect(`${link.origin}${link.pathname}`).toBe(`https://canopy.example/files/${row.storageKey}`);

    // Behind a proxy the public host reaches this same server: the link is valid there.
    const response = await fetch(`${publicApi.baseUrl}${link.pathname}${link.search}`);
    expect(response.status).toBe(200);
    expect(Buffer.from(await response.arrayBuffer())).toEqual(bytes);
  });
});
