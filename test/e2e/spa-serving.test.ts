import { describe, expect, inject, it } from 'vitest';

const { origin, apiKey } = inject('product');
const get = (path: string, headers: Record<string, string> = {}) => fetch(`${origin}${path}`, { headers });

async function builtAssets(): Promise<string[]> {
  const html = await (await get('/')).text();
  return [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((match) => match[1]!);
}

describe('the built SPA served by npm start', () => {
  it('serves index.html at / and at any screen address, never cached without revalidation', async () => {
    for (const path of ['/', '/customers', '/sites/6f1c2c8e-0000-4000-8000-000000000000']) {
      const response = await get(path);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(await response.text()).toContain('<div id="root"></div>');
    }
  });

  it('sends the page with a policy that runs only its own scripts, in no frame, and leaks no referrer', async () => {
    const response = await get('/board');
    const policy = Object.fromEntries(
      (response.headers.get('content-security-policy') ?? '').split(';').map((directive) => {
        const [name = '', ...values] = directive.trim().split(/\s+/);
        return [name, values];
      }),
    );
    expect(policy['script-src']).toEqual(["'self'"]);
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
    expect(policy['worker-src']).toContain('blob:');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    // The page itself carries no inline script for the policy to block.
    expect(await response.text()).not.toMatch(/<script(?![^>]*\ssrc=)[^>]*>/);
  });

  it('serves hashed assets with their content type, cached for good, and answers 304 to a matching ETag', async () => {
    const assets = await builtAssets();
    const script = assets.find((asset) => asset.endsWith('.js'));
    const style = assets.find((asset) => asset.endsWith('.css'));
    expect(script && style).toBeTruthy();

    const js = await get(script!);
    expect(js.status).toBe(200);
    expect(js.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(js.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await get(style!)).headers.get('content-type')).toBe('text/css; charset=utf-8');

    const again = await get(script!, { 'If-None-Match': js.headers.get('etag')! });
    expect(again.status).toBe(304);
  });

  it('serves a production build: React without its development runtime, no path of the machine that built it', async () => {
    // npm start here inherits the test runner's NODE_ENV=test, which once built (and then served) a development bundle.
    const scripts = (await builtAssets()).filter((asset) => asset.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) {
      const text = await (await get(script)).text();
      expect(text).not.toContain('jsxDEV');
      expect(text).not.toContain(process.cwd());
    }
  });

  it('serves the service worker revalidated on every visit, precaching the page and its assets and never the API', async () => {
    const worker = await get('/sw.js');
    expect(worker.status).toBe(200);
    expect(worker.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    // A worker cached by the browser's HTTP cache would keep an old build's shell for a day.
    expect(worker.headers.get('cache-control')).toBe('no-cache');
    const policy = worker.headers.get('content-security-policy') ?? '';
    expect(policy).toMatch(/worker-src 'self'/);
    const text = await worker.text();
    for (const asset of await builtAssets()) expect(text).toContain(`"${asset.slice(1)}"`);
    expect(text).toContain('"index.html"');
    expect(text).not.toMatch(/url:"api\//);
    expect(text).not.toContain('maplibre');

    const manifest = await get('/manifest.webmanifest');
    expect(manifest.headers.get('content-type')).toBe('application/manifest+json');
    expect(await manifest.json()).toMatchObject({ name: 'Canopy', start_url: '/', display: 'standalone' });
    expect(await (await get('/')).text()).toContain('<link rel="manifest" href="/manifest.webmanifest">');
  });

  it('answers a missing asset with the JSON 404, not the page', async () => {
    const response = await get('/assets/missing-0000.js');
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ success: false, data: { code: 'not_found' } });
  });

  it('leaves /api and /files to the server: unknown API routes still answer the JSON 404 envelope', async () => {
    const api = await get('/api/v1/no-such-thing', { Authorization: `ApiKey ${apiKey}` });
    expect(api.status).toBe(404);
    expect(await api.json()).toMatchObject({ success: false, data: { code: 'not_found' } });

    const file = await get('/files/photos/nothing.png');
    expect(file.status).toBe(403);
    expect(file.headers.get('content-type')).toContain('application/json');

    const write = await fetch(`${origin}/customers`, { method: 'POST' });
    expect(write.status).toBe(404);
    expect(write.headers.get('content-type')).toContain('application/json');
  });

  it('refuses paths that climb out of the build folder', async () => {
    const response = await get('/assets/..%2f..%2fpackage.json');
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('"name": "canopy"');
  });
});
