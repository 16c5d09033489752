import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { crewPhoneScopes, makeKey } from '../../support/crew-key-fixtures';
import { insertSite } from '../../support/inventory-fixtures';
import { insertAcceptedWork, insertCrew, insertPlacement } from '../../support/schedule-fixtures';
import { startTestApp, type TestApp } from '../../support/test-app';
import { renderApp } from '../support/render-app';

/*
 * Issue 41: the office sees a job completed the moment the crew marks its last line done. The
 * change feed says the estimate changed; the shell follows the feed on every screen, and the
 * office's estimate lists (the work to bill among them) are read again.
 */

let api: TestApp;

beforeAll(async () => {
  api = await startTestApp();
});

describe('completed work on the office screens', () => {
  it('appears in the list of work to bill as soon as the crew marks its last line done', async () => {
    const org = await api.newOrg();
    const crew = await insertCrew(api.deps, org.id, { name: 'Cedar crew' });
    const site = await insertSite(api.deps, org.id, { label: 'Sellwood Park' });
    const work = await insertAcceptedWork(api.deps, org.id, site, { lines: [{}, {}] });
    await insertPlacement(api.deps, org.id, {
      estimateId: work.estimate.id,
      scheduledDate: '2026-03-02',
      crewId: crew.id,
    });
    const phone = await makeKey(api, org, { name: 'Cedar tablet', crewId: crew.id, scopes: crewPhoneScopes });

    renderApp(api, { at: '/estimates?status=completed&billed=false', key: org.key });
    expect(await screen.findByText('No estimate matches.')).toBeInTheDocument();

    const marked = await api.post(`/estimates/${work.estimate.id}/lines/done`, {}, { key: phone.key });
    expect(marked.status, marked.text).toBe(200);
    const table = await screen.findByRole('table', { name: 'Estimates' }, { timeout: 5_000 });
    await waitFor(() => expect(within(table).getByRole('link', { name: `JOB-${work.estimate.number}` })).toBeVisible());
  });
});
