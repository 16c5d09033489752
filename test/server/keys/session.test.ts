import { beforeAll, describe, expect, it } from 'vitest';
import { apiKeySchema } from '../../../src/shared/contract/keys';
import { crewKeyScopes } from '../../../src/shared/contract/scopes';
import { insertCrew } from '../../support/schedule-fixtures';
import { startTestApp, type TestApp } from '../../support/test-app';
import { expectFailure } from '../http/http-expectations';

let api: TestApp;

beforeAll(async () => {
  api = await startTestApp();
});

describe('GET /session: the calling key', () => {
  it('answers an office key as no crew’s, with its scopes, to any valid key whatever its scopes', async () => {
    const org = await api.newOrg();
    const sitesOnly = await org.newKey(['sites:read']);
    const res = await api.get('/session', { key: sitesOnly });
    expect(res.status).toBe(200);
    const key = apiKeySchema.parse(res.body.data);
    expect(key).toMatchObject({ crewId: null, scopes: ['sites:read'], revokedAt: null });
    expect(res.text).not.toContain(sitesOnly);
  });

  it('answers a crew key with its crew and name, so its phone opens the crew’s day', async () => {
    const org = await api.newOrg();
    const crew = await insertCrew(api.deps, org.id, { name: 'Alder crew' });
    const made = await api.post(
      '/keys',
      { name: 'Alder phone', crewId: crew.id, scopes: [...crewKeyScopes] },
      { key: org.key },
    );
    expect(made.status).toBe(201);
    const res = await api.get('/session', { key: made.body.data.key });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: made.body.data.id, name: 'Alder phone', crewId: crew.id });
  });

  it('refuses a revoked key with the one 401 of every unusable key', async () => {
    const org = await api.newOrg();
    const made = await api.post('/keys', { name: 'Short-lived', scopes: ['sites:read'] }, { key: org.key });
    await api.request('DELETE', `/keys/${made.body.data.id}`, undefined, { key: org.key });
    expectFailure(await api.get('/session', { key: made.body.data.key }), 401, 'unauthorized');
  });
});
