import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertSite } from '../../support/inventory-fixtures';
import { insertAcceptedWork, insertScheduleCatalog } from '../../support/schedule-fixtures';
import { startTestApp, type TestApp } from '../../support/test-app';
import { renderApp } from '../support/render-app';

let api: TestApp;

beforeAll(async () => {
  api = await startTestApp();
});

describe('queue category filter', () => {
  it('offers the catalog\'s categories, and "Pruning" finds the pruning work', async () => {
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
    const category = screen.getByLabelText('Category');
    await waitFor(() =>
      expect(
        within(category)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['Any category', 'Plant health care', 'Pruning', 'Removal']),
    );
    await user.selectOptions(category, 'Pruning');
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
    const category = screen.getByLabelText('Category');
    await within(category).findByRole('option', { name: 'Pruning' });
    await user.selectOptions(category, 'Pruning');
    expect(await screen.findByText('No waiting job matches these filters.')).toBeInTheDocument();
    expect(screen.queryByText(/0 of 0 jobs/)).not.toBeInTheDocument();
  });

  it('keeps the categories a link names, several of them too, as the chosen option', async () => {
    const org = await api.newOrg();
    await insertScheduleCatalog(api.deps, org.id);
    renderApp(api, { at: '/?categories=Removal,Pruning', key: org.key });

    const category = await screen.findByLabelText('Category');
    await within(category).findByRole('option', { name: 'Removal, Pruning' });
    expect(category).toHaveDisplayValue('Removal, Pruning');
  });
});
