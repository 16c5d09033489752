import { screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertSite } from '../../support/inventory-fixtures';
import { insertAcceptedWork, insertScheduleCatalog } from '../../support/schedule-fixtures';
import { startTestApp, type TestApp } from '../../support/test-app';
import { renderApp } from '../support/render-app';

let api: TestApp;

beforeAll(async () => {
  api = await startTestApp();
});

describe('queue categories filter', () => {
  it('finds the catalog\'s "Pruning" work when the dispatcher types "pruning"', async () => {
    const org = await api.newOrg();
    const catalog = await insertScheduleCatalog(api.deps, org.id);
    const site = await insertSite(api.deps, org.id, { label: 'Elm house', latitude: 45.5, longitude: -122.6 });
    const job = async (catalogItemId: string) => {
      const { estimate } = await insertAcceptedWork(api.deps, org.id, site, {
        lines: [{ catalogItemId, estimatedHours: 2 }],
      });
      return (await api.get(`/estimates/${estimate.id}`, { key: org.key })).body.data.number as string;
    };
    const pruning = await job(catalog.pruning.id);
    const removal = await job(catalog.removal.id);
    const fitButton = (number: string) => screen.queryByRole('button', { name: `Where does ${number} fit?` });
    const { user } = renderApp(api, { at: '/', key: org.key });
    await screen.findByRole('button', { name: `Where does ${removal} fit?` });

    await user.click(screen.getByText('More filters'));
    await user.type(screen.getByLabelText(/^Categories/), 'pruning');
    await waitFor(() => expect(fitButton(removal)).not.toBeInTheDocument());
    expect(await screen.findByRole('button', { name: `Where does ${pruning} fit?` })).toBeInTheDocument();
    expect(fitButton(removal)).not.toBeInTheDocument();
  });

  it('says when nothing waiting matches the filters, not "0 of 0 jobs"', async () => {
    const org = await api.newOrg();
    const catalog = await insertScheduleCatalog(api.deps, org.id);
    const site = await insertSite(api.deps, org.id, { label: 'Elm house', latitude: 45.5, longitude: -122.6 });
    const { estimate } = await insertAcceptedWork(api.deps, org.id, site, {
      lines: [{ catalogItemId: catalog.removal.id, estimatedHours: 2 }],
    });
    const number = (await api.get(`/estimates/${estimate.id}`, { key: org.key })).body.data.number as string;
    const { user } = renderApp(api, { at: '/', key: org.key });
    await screen.findByRole('button', { name: `Where does ${number} fit?` });

    await user.click(screen.getByText('More filters'));
    await user.type(screen.getByLabelText(/^Categories/), 'pruning');
    expect(await screen.findByText('No waiting job matches these filters.')).toBeInTheDocument();
    expect(screen.queryByText(/0 of 0 jobs/)).not.toBeInTheDocument();
  });
});
