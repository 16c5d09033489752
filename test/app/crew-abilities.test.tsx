import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertCrew, insertDistrict, insertScheduleCatalog } from '../support/schedule-fixtures';
import { startTestApp, type TestApp } from '../support/test-app';
import { renderApp } from './support/render-app';

let api: TestApp;

beforeAll(async () => {
  api = await startTestApp();
});

describe('what a crew does, on the Crews screen', () => {
  it('saves the kinds of work a crew takes and its home districts, and says what it saved', async () => {
    const org = await api.newOrg();
    await insertScheduleCatalog(api.deps, org.id);
    const districtId = await insertDistrict(api.deps, org.id, [], 'Northside');
    const alder = await insertCrew(api.deps, org.id, { name: 'Alder crew' });
    const { user } = renderApp(api, { at: '/crews', key: org.key });

    const section = await screen.findByRole('region', { name: 'Alder crew' });
    expect(within(section).getByText('Takes: Every kind of work')).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Edit what it does' }));
    const dialog = screen.getByRole('dialog', { name: 'What Alder crew does' });
    await user.click(within(dialog).getByRole('radio', { name: /Only these/ }));
    // Nothing ticked: said beside the choices, nothing sent.
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Tick at least one kind of work');
    await user.click(await within(dialog).findByRole('checkbox', { name: 'Pruning' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Removal' }));
    await user.click(await within(dialog).findByRole('checkbox', { name: 'Northside' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(
      await within(section).findByText(/Takes: Pruning and Removal · prefers 1 home district/),
    ).toBeInTheDocument();
    const stored = await api.get('/crews', { key: org.key });
    const crew = (stored.body.data.items as { id: string }[]).find((item) => item.id === alder.id);
    expect(crew).toMatchObject({ serviceCategories: ['Pruning', 'Removal'], homeDistrictIds: [districtId] });
  });
});
