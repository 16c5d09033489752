import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type TestOrg } from '../../support/test-app';

let api: TestApp;
let org: TestOrg;

beforeAll(async () => {
  api = await startTestApp();
  org = await api.newOrg();
});

describe('headers of every API answer', () => {
  it('are never cached and never sniffed: successes, refusals and 404s alike', async () => {
    const answers = [
      await api.get('/customers', { key: org.key }),
      await api.post('/customers', { name: '' }, { key: org.key }),
      await api.get('/customers', { key: null }),
      await api.get('/no-such-route', { key: org.key }),
    ];
    expect(answers.map((res) => res.status)).toEqual([200, 422, 401, 404]);
    for (const res of answers) {
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    }
  });
});
