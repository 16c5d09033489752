import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { readSessionKey } from '../../src/app/auth/session-key';
import { TAB_SESSIONS_CHANNEL } from '../../src/app/auth/tab-sessions';
import { startTestApp, type TestApp, type TestOrg } from '../support/test-app';
import { renderApp } from './support/render-app';

let api: TestApp;
let org: TestOrg;

beforeAll(async () => {
  api = await startTestApp();
  org = await api.newOrg();
  await api.post('/customers', { name: 'Signed-In Sally' }, { key: org.key });
});

/** Another Canopy tab of the browser, as the channel the tabs share shows it; closed after each test. */
const tabs: BroadcastChannel[] = [];
function otherTab(): BroadcastChannel {
  const tab = new BroadcastChannel(TAB_SESSIONS_CHANNEL);
  tabs.push(tab);
  return tab;
}
afterEach(() => {
  for (const tab of tabs.splice(0)) tab.close();
});

describe('sign-in', () => {
  it('keeps a pasted key for the tab and opens the office with it', async () => {
    // The home page is the board; an office address asked for before signing in survives the sign-in.
    const { user } = renderApp(api, { at: '/customers' });
    await user.type(screen.getByLabelText('API key'), `  ${org.key} `);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('link', { name: 'Signed-In Sally' })).toBeInTheDocument();
    expect(readSessionKey()).toBe(org.key);
  });

  it('tells office staff what the key looks like and how long it is kept, in their words', async () => {
    renderApp(api);
    const field = screen.getByLabelText('API key');
    expect(field).toHaveAccessibleDescription(
      'Your company’s key, from whoever runs Canopy for you; it starts with ck_live_. Kept only in your open Canopy tabs (a new tab gets it from them): closing them all signs you out.',
    );
    expect(field).not.toHaveAccessibleDescription(expect.stringContaining('npm'));
  });

  it('asks for a key instead of sending an empty one', async () => {
    const { user } = renderApp(api);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByLabelText('API key')).toHaveAccessibleDescription(expect.stringContaining('Paste an API key'));
    expect(readSessionKey()).toBeNull();
  });

  it('signs in once from a #key= link and removes the key from the address bar', async () => {
    // The board screen never rewrites the address itself: only the sign-in can have removed the key.
    const { user } = renderApp(api, { at: `/board?view=week#key=${org.key}` });

    expect(await screen.findByRole('heading', { level: 1, name: 'Dispatch board' })).toBeInTheDocument();
    expect(window.location.hash).toBe('');
    expect(window.location.href).not.toContain(org.key);
    expect(`${window.location.pathname}${window.location.search}`).toBe('/board?view=week');
    expect(readSessionKey()).toBe(org.key);
    await user.click(screen.getByRole('link', { name: 'Customers' }));
    expect(await screen.findByRole('link', { name: 'Signed-In Sally' })).toBeInTheDocument();
  });

  it('switches to the key of a sign-in link opened in a tab that is already signed in', async () => {
    const other = await api.newOrg();
    await api.post('/customers', { name: 'Other Org Otto' }, { key: other.key });
    const { user } = renderApp(api, { at: '/customers', key: org.key });
    await screen.findByRole('link', { name: 'Signed-In Sally' });
    await user.click(screen.getByRole('link', { name: 'Board' }));
    await screen.findByRole('heading', { level: 1, name: 'Dispatch board' });

    act(() => {
      window.location.hash = `key=${other.key}`;
    });

    await waitFor(() => expect(readSessionKey()).toBe(other.key));
    expect(window.location.hash).toBe('');
    // The new key is asked once what it is (an office key here) before the office opens with it.
    await user.click(await screen.findByRole('link', { name: 'Customers' }));
    expect(await screen.findByRole('link', { name: 'Other Org Otto' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Signed-In Sally' })).not.toBeInTheDocument();
  });

  it('goes back to sign-in, saying why, when the server answers 401', async () => {
    const expired = await org.newKey(undefined, { expiresAt: new Date('2026-01-01T00:00:00Z') });
    renderApp(api, { at: '/customers', key: expired });

    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('You were signed out');
    expect(notice).toHaveTextContent('The API key is unknown, revoked or expired');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(readSessionKey()).toBeNull();
  });

  it('names the missing scope on a 403 and stays signed in', async () => {
    const sitesOnly = await org.newKey(['sites:read']);
    renderApp(api, { at: '/customers', key: sitesOnly });

    const notice = await screen.findByRole('alert');
    expect(within(notice).getByText('Your API key lacks the scope customers:read')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
    expect(readSessionKey()).toBe(sitesOnly);
  });

  it('signs a new tab in with the key of a Canopy tab already signed in, without asking', async () => {
    const signedInTab = otherTab();
    signedInTab.onmessage = (event) => {
      if (event.data.kind === 'ask') signedInTab.postMessage({ kind: 'key', key: org.key });
    };
    renderApp(api, { at: '/customers' });
    expect(await screen.findByRole('link', { name: 'Signed-In Sally' })).toBeInTheDocument();
    expect(readSessionKey()).toBe(org.key);
  });

  it('gives its key to a new tab that asks, and signs out when the person signs out of that key in another tab', async () => {
    const other = await api.newOrg();
    const newTab = otherTab();
    const answers: unknown[] = [];
    newTab.onmessage = (event) => answers.push(event.data);
    renderApp(api, { at: '/customers', key: org.key });
    await screen.findByRole('link', { name: 'Signed-In Sally' });

    newTab.postMessage({ kind: 'ask' });
    await waitFor(() => expect(answers).toEqual([{ kind: 'key', key: org.key }]));

    // Another organization's sign-out is not this tab's.
    newTab.postMessage({ kind: 'signed-out', key: other.key });
    newTab.postMessage({ kind: 'signed-out', key: org.key });
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('You signed out in another Canopy tab.');
    expect(readSessionKey()).toBeNull();
  });

  it('signs out: the key is forgotten and the sign-in screen returns', async () => {
    const { user } = renderApp(api, { at: '/customers', key: org.key });
    await user.click(await screen.findByRole('button', { name: 'Sign out' }));

    expect(screen.getByLabelText('API key')).toBeInTheDocument();
    expect(readSessionKey()).toBeNull();
  });

  it('signs out every tab holding the key: the sign-out is told to them', async () => {
    const otherTabs = otherTab();
    const told: unknown[] = [];
    otherTabs.onmessage = (event) => told.push(event.data);
    const { user } = renderApp(api, { at: '/customers', key: org.key });
    await user.click(await screen.findByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(told).toContainEqual({ kind: 'signed-out', key: org.key }));
  });
});
