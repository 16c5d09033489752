import { beforeAll, describe, expect, it } from 'vitest';
import { API_BASE } from '../../../src/server/app';
import { startTestApp, type TestApp } from '../../support/test-app';

let api: TestApp;
let doc: any;

beforeAll(async () => {
  api = await startTestApp();
  const res = await api.get(`${API_BASE}/openapi.json`, { key: null });
  expect(res.status).toBe(200);
  expect(res.headers.get('Content-Type')).toMatch(/^application\/json/);
  doc = res.body;
});

const methods = ['get', 'post', 'put', 'patch', 'delete'] as const;

describe('GET /api/v1/openapi.json', () => {
  it('is an OpenAPI 3.1 document served without a key', () => {
    expect(doc.openapi).toMatch(/^3\.1\.\d+$/);
    expect(doc.info.version).toBe('1.0.0');
  });

  it('puts /api/v1 in servers and keeps paths relative to it', () => {
    expect(doc.servers).toEqual([{ url: API_BASE }]);
    const paths = Object.keys(doc.paths);
    expect(paths).toEqual(expect.arrayContaining(['/customers', '/customers/{customerId}']));
    for (const path of paths) expect(path.startsWith(API_BASE)).toBe(false);
  });

  it('documents only operations the app really serves under the server base', () => {
    const served = new Set(api.app.routes.map((route) => `${route.method} ${route.path}`));
    for (const [path, item] of Object.entries<Record<string, unknown>>(doc.paths)) {
      for (const method of methods.filter((name) => item[name])) {
        expect(served, `${method} ${path}`).toContain(
          `${method.toUpperCase()} ${API_BASE}${path.replace(/\{(\w+)\}/g, ':$1')}`,
        );
      }
    }
  });

  it('declares the ApiKey scheme and requires it on every operation', () => {
    expect(doc.components.securitySchemes.ApiKey).toMatchObject({
      type: 'apiKey',
      in: 'header',
      name: 'Authorization',
    });
    for (const item of Object.values<Record<string, any>>(doc.paths)) {
      for (const method of methods.filter((name) => item[name]))
        expect(item[method].security).toEqual([{ ApiKey: [] }]);
    }
  });

  it('describes customers with the contract schemas', () => {
    expect(doc.components.schemas.Customer.required).toEqual(
      expect.arrayContaining(['id', 'name', 'email', 'phone', 'createdAt', 'updatedAt']),
    );
    const create = doc.paths['/customers'].post;
    expect(create.parameters).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'Idempotency-Key', in: 'header' })]),
    );
    expect(Object.keys(create.responses)).toEqual(
      expect.arrayContaining(['200', '201', '401', '403', '409', '422', '429', '500']),
    );
    const list = doc.paths['/customers'].get;
    expect(list.parameters.map((parameter: { name: string }) => parameter.name)).toEqual(
      expect.arrayContaining(['cursor', 'limit', 'search']),
    );
  });
});
