import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { crewKeyScopes } from '../../src/shared/contract/scopes';
import { insertCrew } from '../support/schedule-fixtures';
import { startTestApp, type TestApp } from '../support/test-app';
import { renderApp } from './support/render-app';

let api: TestApp;

beforeAll(async () => {
  api = await startTestApp();
});

describe('the Crews screen', () => {
  it('makes a phone key for a crew and shows its sign-in link and code once; the key opens that crew’s day', async () => {
    const org = await api.newOrg();
    const alder = await insertCrew(api.deps, org.id, { name: 'Alder crew' });
    await insertCrew(api.deps, org.id, { name: 'Birch crew' });
    const { user } = renderApp(api, { at: '/crews', key: org.key });

    const section = await screen.findByRole('region', { name: 'Alder crew' });
    expect(await within(section).findByText('No phone has a key for this crew yet.')).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Make a phone key' }));
    const dialog = screen.getByRole('dialog', { name: 'A phone key for Alder crew' });
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Alder crew phone');
    await user.click(within(dialog).getByRole('button', { name: 'Make the key' }));

    const link = await within(dialog).findByText(/\/crew#key=ck_live_/);
    const key = /#key=(\S+)$/.exec(link.textContent!)![1]!;
    expect(link.textContent).toBe(`${window.location.origin}/crew#key=${key}`);
    const code = await within(dialog).findByRole('img', { name: 'Sign-in code for Alder crew phone' });
    expect(code.getAttribute('src')).toMatch(/^data:image\/svg\+xml;charset=utf-8,/);
    expect(screen.getByText('Phone key made')).toBeInTheDocument();

    // The key is bound to the crew, holds what a crew's phone needs, and is listed, never shown again.
    const session = await api.get('/session', { key });
    expect(session.body.data).toMatchObject({ crewId: alder.id, name: 'Alder crew phone' });
    expect([...session.body.data.scopes].sort()).toEqual([...crewKeyScopes].sort());
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(await within(section).findByText('Alder crew phone')).toBeInTheDocument();
    expect(section).not.toHaveTextContent('ck_live_');
    expect(
      within(screen.getByRole('region', { name: 'Birch crew' })).getByText(/No phone has a key/),
    ).toBeInTheDocument();
  });

  it('revokes a phone’s key after asking: its next request is refused', async () => {
    const org = await api.newOrg();
    const alder = await insertCrew(api.deps, org.id, { name: 'Alder crew' });
    const made = await api.post(
      '/keys',
      { name: 'Dana’s phone', crewId: alder.id, scopes: [...crewKeyScopes] },
      { key: org.key },
    );
    const { user } = renderApp(api, { at: '/crews', key: org.key });
    const section = await screen.findByRole('region', { name: 'Alder crew' });
    await user.click(await within(section).findByRole('button', { name: 'Revoke Dana’s phone' }));
    const dialog = screen.getByRole('dialog', { name: 'Revoke Dana’s phone?' });
    await user.click(within(dialog).getByRole('button', { name: 'Revoke the key' }));

    expect(await within(section).findByText('Revoked')).toBeInTheDocument();
    expect(screen.getByText('Key revoked')).toBeInTheDocument();
    await waitFor(async () => expect((await api.get('/session', { key: made.body.data.key })).status).toBe(401));
  });

  it('says what the office key lacks when it may not manage keys', async () => {
    const org = await api.newOrg();
    await insertCrew(api.deps, org.id, { name: 'Alder crew' });
    const noKeys = await org.newKey(['schedule:read', 'routing:read']);
    renderApp(api, { at: '/crews', key: noKeys });
    expect(await screen.findByText('Your API key lacks the scope keys:write')).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Alder crew' })).toBeInTheDocument();
  });
});
