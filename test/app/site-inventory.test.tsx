import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  insertNote,
  insertPhoto,
  insertSite,
  insertTree,
  type SiteRow,
  type TreeRow,
} from '../support/inventory-fixtures';
import { startTestApp, type TestApp, type TestOrg } from '../support/test-app';
import { renderApp } from './support/render-app';

let api: TestApp;
let org: TestOrg;
let site: SiteRow;
let guessed: TreeRow;

beforeAll(async () => {
  api = await startTestApp();
  org = await api.newOrg();
  site = await insertSite(api.deps, org.id, { label: 'Hawthorne corner lot' });
  // The site's list is in capture order: that order numbers the trees.
  const capturedAt = (minutesAgo: number) => new Date(api.clock.now().getTime() - minutesAgo * 60_000);
  guessed = await insertTree(api.deps, org.id, site.id, {
    commonName: 'Oregon ash',
    scientificName: 'Fraxinus latifolia',
    speciesSource: 'ai',
    speciesConfidence: 0.42,
    capturedAt: capturedAt(30),
    dbhInches: 14,
    heightFeet: 40,
    healthCondition: 'poor',
    hazardRating: 7,
  });
  await insertTree(api.deps, org.id, site.id, {
    commonName: 'Bigleaf maple',
    speciesSource: 'ai',
    speciesConfidence: 0.92,
    capturedAt: capturedAt(20),
  });
  await insertTree(api.deps, org.id, site.id, {
    commonName: 'Douglas fir',
    speciesSource: 'user-corrected',
    speciesConfidence: null,
    dbhInches: null,
    healthCondition: null,
    latitude: null,
    longitude: null,
    capturedAt: capturedAt(10),
  });
  await insertPhoto(api.deps, org.id, guessed.id, { caption: 'Decay pocket at the base', category: 'defect' });
  await insertPhoto(api.deps, org.id, guessed.id, { storageKey: null, caption: 'Never uploaded' });
  await insertNote(api.deps, org.id, site.id, {
    transcript: 'Two ashes along the fence, one is declining. Quoted twelve fifty for removal.',
    estimatedCostCents: 125_000,
    clientNotes: 'Wants the fence line cleared before summer',
  });
  await insertNote(api.deps, org.id, site.id, { treeId: guessed.id, transcript: 'Conk at the root flare.' });
});

const treeRow = (name: string) => screen.getByRole('row', { name: new RegExp(name) });

describe('site inventory', () => {
  it('labels an AI species below 0.6 confidence a guess and a person-confirmed one confirmed, with measurements', async () => {
    renderApp(api, { at: `/sites/${site.id}`, key: org.key });
    await screen.findByRole('table', { name: 'Trees at this site' });

    const ash = treeRow('Oregon ash');
    expect(within(ash).getByText('guess 42%')).toBeInTheDocument();
    expect(within(ash).getByText('14 in')).toBeInTheDocument();
    expect(within(ash).getByText('40 ft')).toBeInTheDocument();
    expect(within(ash).getByText('poor')).toBeInTheDocument();
    expect(within(ash).getByRole('cell', { name: '7' })).toBeInTheDocument();
    expect(within(treeRow('Bigleaf maple')).getByText('AI 92%')).toBeInTheDocument();
    const fir = treeRow('Douglas fir');
    expect(within(fir).getByText('confirmed')).toBeInTheDocument();
    expect(within(fir).getByText('not assessed')).toBeInTheDocument();
    expect(within(fir).queryByText(/guess|AI/)).not.toBeInTheDocument();
  });

  it('shows the located trees in the map fallback, numbered as in the table', async () => {
    renderApp(api, { at: `/sites/${site.id}`, key: org.key });
    const map = await screen.findByRole('figure', { name: 'Map of Hawthorne corner lot and its trees' });
    expect(map).toHaveTextContent('Map unavailable');
    await waitFor(() => expect(map).toHaveTextContent(`1. Oregon ash: ${guessed.latitude!.toFixed(5)}`));
    expect(map).toHaveTextContent('2. Bigleaf maple');
    expect(map).not.toHaveTextContent('Douglas fir');
  });

  it('opens a gallery with fresh links every time, and "photo unavailable" for a photo without one', async () => {
    const { user } = renderApp(api, { at: `/sites/${site.id}`, key: org.key });
    await user.click(await screen.findByRole('button', { name: 'Photos of tree 1' }));

    const gallery = screen.getByRole('dialog', { name: 'Photos of tree 1: Oregon ash' });
    const photo = await within(gallery).findByRole('img', { name: 'Decay pocket at the base' });
    const firstLink = photo.getAttribute('src')!;
    expect(firstLink).toMatch(new RegExp(`^${api.baseUrl}/files/.+\\?exp=\\d+&sig=`));
    expect((await fetch(firstLink)).status).toBe(200);
    expect(within(gallery).getByText('photo unavailable')).toBeInTheDocument();

    await user.click(within(gallery).getByRole('button', { name: 'Close' }));
    api.clock.advance(60_000);
    await user.click(screen.getByRole('button', { name: 'Photos of tree 1' }));
    const reopened = await screen.findByRole('img', { name: 'Decay pocket at the base' });
    expect(reopened.getAttribute('src')).not.toBe(firstLink);
  });

  it('shows dictated notes with the transcript, the quoted price in dollars and what the customer asked for', async () => {
    renderApp(api, { at: `/sites/${site.id}`, key: org.key });
    const siteNote = (await screen.findByText(/Two ashes along the fence/)).closest('article')!;
    expect(within(siteNote).getByText('About the site')).toBeInTheDocument();
    expect(within(siteNote).getByText('$1,250.00')).toBeInTheDocument();
    expect(within(siteNote).getByText('Wants the fence line cleared before summer')).toBeInTheDocument();

    const treeNote = screen.getByText('Conk at the root flare.').closest('article')!;
    expect(await within(treeNote).findByText('At tree 1: Oregon ash')).toBeInTheDocument();
    expect(within(treeNote).getByText('none quoted')).toBeInTheDocument();
  });
});
