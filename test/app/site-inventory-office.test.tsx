import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { insertSite, insertTree, pngBytes, type SiteRow } from '../support/inventory-fixtures';
import { insertAcceptedWork } from '../support/schedule-fixtures';
import { startTestApp, type TestApp, type TestOrg } from '../support/test-app';
import { renderApp } from './support/render-app';

/* The office keeps a site's inventory: adds, corrects and deletes trees (docs/decisions/resources.md "Inventory from the office"). */

let api: TestApp;
let org: TestOrg;

beforeAll(async () => {
  api = await startTestApp();
  org = await api.newOrg();
});

const treeRow = (name: string) => screen.getByRole('row', { name: new RegExp(name) });
const treeNames = async (siteId: string) =>
  (await api.contract.get('/sites/{siteId}/trees', { path: { siteId }, key: org.key })).body.data.items.map(
    (tree) => tree.commonName,
  );

/** The newest toast: what the last write said it did. */
const lastToast = () =>
  within(screen.getByRole('region', { name: 'Notifications' }))
    .getAllByRole('status')
    .at(-1)!;

async function openSite(site: SiteRow) {
  const rendered = renderApp(api, { at: `/sites/${site.id}`, key: org.key });
  await screen.findByRole('heading', { name: /Trees/ });
  return rendered;
}

describe('trees from the office', () => {
  it('adds a tree with species, DBH, condition and a typed location (no WebGL here): it joins the table and the map', async () => {
    const site = await insertSite(api.deps, org.id, { label: 'Alberta street lot' });
    await insertTree(api.deps, org.id, site.id, {
      commonName: 'Douglas fir',
      capturedAt: new Date(api.clock.now().getTime() - 60_000),
    });
    const { user } = await openSite(site);
    await screen.findByRole('row', { name: /Douglas fir/ });

    await user.click(screen.getByRole('button', { name: 'Add tree' }));
    const form = screen.getByRole('dialog', { name: 'Add a tree' });
    expect(within(form).getByRole('figure', { name: 'Click the map where the tree stands' })).toHaveTextContent(
      'Type the latitude and longitude instead.',
    );
    await user.type(within(form).getByLabelText('Common name'), 'Western red cedar');
    await user.type(within(form).getByLabelText('DBH (in)'), '21.5');
    await user.selectOptions(within(form).getByLabelText('Condition'), 'fair');
    await user.type(within(form).getByLabelText('Latitude'), '45.559');
    await user.type(within(form).getByLabelText('Longitude'), '-122.645');
    await user.click(within(form).getByRole('button', { name: 'Add tree' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(lastToast()).getByText('Tree added')).toBeInTheDocument();
    expect(within(lastToast()).getByText('Western red cedar, 21.5 in')).toBeInTheDocument();
    const cedar = await screen.findByRole('row', { name: /Western red cedar/ });
    expect(within(cedar).getByRole('rowheader')).toHaveTextContent('2');
    expect(within(cedar).getByText('21.5 in')).toBeInTheDocument();
    expect(within(cedar).getByText('fair')).toBeInTheDocument();
    expect(within(cedar).getByText('confirmed')).toBeInTheDocument();
    expect(screen.getByRole('figure', { name: /Map of Alberta street lot/ })).toHaveTextContent(
      '2. Western red cedar: 45.55900, -122.64500',
    );
    expect(await treeNames(site.id)).toEqual(['Douglas fir', 'Western red cedar']);
  });

  it('says what is wrong beside each field, and adds nothing until it is right', async () => {
    const site = await insertSite(api.deps, org.id);
    const { user } = await openSite(site);
    await user.click(await screen.findByRole('button', { name: 'Add tree' }));
    const form = screen.getByRole('dialog', { name: 'Add a tree' });

    await user.type(within(form).getByLabelText('DBH (in)'), 'thick');
    await user.click(within(form).getByRole('button', { name: 'Add tree' }));
    expect(within(form).getByLabelText('DBH (in)')).toHaveAccessibleDescription(/Type a number\./);

    await user.clear(within(form).getByLabelText('DBH (in)'));
    await user.type(within(form).getByLabelText('DBH (in)'), '-4');
    await user.type(within(form).getByLabelText('Latitude'), '45.5');
    await user.click(within(form).getByRole('button', { name: 'Add tree' }));
    await waitFor(() =>
      expect(within(form).getByLabelText('Longitude')).toHaveAccessibleDescription(
        /latitude and longitude are supplied together or not at all/,
      ),
    );
    expect(within(form).getByLabelText('DBH (in)')).toHaveAccessibleDescription(/must be more than 0/);
    expect(await treeNames(site.id)).toEqual([]);
  });

  it('corrects an AI guess: the species then reads confirmed, with the new DBH and condition', async () => {
    const site = await insertSite(api.deps, org.id);
    await insertTree(api.deps, org.id, site.id, {
      commonName: 'Oregon ash',
      speciesSource: 'ai',
      speciesConfidence: 0.4,
      dbhInches: 12,
      healthCondition: 'good',
    });
    const { user } = await openSite(site);
    expect(within(await screen.findByRole('row', { name: /Oregon ash/ })).getByText('guess 40%')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Edit tree 1' }));
    const form = screen.getByRole('dialog', { name: 'Edit tree 1' });
    expect(within(form).getByLabelText('Common name')).toHaveValue('Oregon ash');
    await user.clear(within(form).getByLabelText('Common name'));
    await user.type(within(form).getByLabelText('Common name'), 'Red alder');
    await user.clear(within(form).getByLabelText('DBH (in)'));
    await user.type(within(form).getByLabelText('DBH (in)'), '13');
    await user.selectOptions(within(form).getByLabelText('Condition'), 'poor');
    await user.click(within(form).getByRole('button', { name: 'Save tree' }));

    const alder = await screen.findByRole('row', { name: /Red alder/ });
    expect(within(lastToast()).getByText('Tree 1 saved')).toBeInTheDocument();
    expect(within(lastToast()).getByText('Red alder, 13 in')).toBeInTheDocument();
    expect(within(alder).getByText('confirmed')).toBeInTheDocument();
    expect(within(alder).getByText('13 in')).toBeInTheDocument();
    expect(within(alder).getByText('poor')).toBeInTheDocument();
    expect(screen.queryByRole('row', { name: /Oregon ash/ })).not.toBeInTheDocument();
  });

  it('asks before deleting, naming the tree; "Keep it" keeps it, confirming deletes it', async () => {
    const site = await insertSite(api.deps, org.id);
    // Numbered in capture order: the maple first.
    const earlier = new Date(api.clock.now().getTime() - 60_000);
    await insertTree(api.deps, org.id, site.id, { commonName: 'Bigleaf maple', capturedAt: earlier });
    await insertTree(api.deps, org.id, site.id, { commonName: 'Pacific madrone' });
    const { user } = await openSite(site);
    await screen.findByRole('row', { name: /Pacific madrone/ });

    await user.click(screen.getByRole('button', { name: 'Delete tree 2' }));
    const ask = screen.getByRole('dialog', { name: 'Delete tree 2: Pacific madrone?' });
    await user.click(within(ask).getByRole('button', { name: 'Keep it' }));
    expect(treeRow('Pacific madrone')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete tree 2' }));
    await user.click(screen.getByRole('button', { name: 'Delete tree 2: Pacific madrone' }));
    await waitFor(() => expect(screen.queryByRole('row', { name: /Pacific madrone/ })).not.toBeInTheDocument());
    expect(within(lastToast()).getByText('Tree 2 deleted')).toBeInTheDocument();
    expect(within(lastToast()).getByText('Pacific madrone, with its photos and notes')).toBeInTheDocument();
    expect(treeRow('Bigleaf maple')).toBeInTheDocument();
    expect(await treeNames(site.id)).toEqual(['Bigleaf maple']);
  });

  it('keeps a tree an estimate names, saying which estimate in a sentence', async () => {
    const site = await insertSite(api.deps, org.id);
    const tree = await insertTree(api.deps, org.id, site.id, { commonName: 'Giant sequoia' });
    const { estimate } = await insertAcceptedWork(api.deps, org.id, site, { lines: [{ treeIds: [tree.id] }] });
    const { user } = await openSite(site);
    await user.click(await screen.findByRole('button', { name: 'Delete tree 1' }));
    await user.click(screen.getByRole('button', { name: 'Delete tree 1: Giant sequoia' }));
    const ask = screen.getByRole('dialog', { name: 'Delete tree 1: Giant sequoia?' });
    expect(
      await within(ask).findByText(
        `Estimate JOB-${estimate.number} names this tree; take it off that estimate's lines first`,
      ),
    ).toBeInTheDocument();
    // A refusal is said beside the button, never in a toast.
    expect(screen.getByRole('region', { name: 'Notifications' })).toBeEmptyDOMElement();
    expect(await treeNames(site.id)).toEqual(['Giant sequoia']);
  });
});

describe('typed notes', () => {
  it('adds a note about the site and one about a tree; both join the list with the tree named', async () => {
    const site = await insertSite(api.deps, org.id);
    await insertTree(api.deps, org.id, site.id, { commonName: 'Norway maple' });
    const { user } = await openSite(site);
    const form = await screen.findByRole('form', { name: 'Add a note' });
    expect(screen.getByText('No notes for this site yet.')).toBeInTheDocument();

    await user.click(within(form).getByRole('button', { name: 'Add note' }));
    expect(within(form).getByLabelText('Note')).toHaveAccessibleDescription('Type the note first.');

    await user.type(within(form).getByLabelText('Note'), 'Gate code is 4411; dog in the back yard.');
    await user.click(within(form).getByRole('button', { name: 'Add note' }));
    const siteNote = (
      await screen.findByText('Gate code is 4411; dog in the back yard.', { selector: 'blockquote' })
    ).closest('article')!;
    expect(within(siteNote).getByText('About the site')).toBeInTheDocument();
    expect(within(form).getByLabelText('Note')).toHaveValue('');
    expect(within(lastToast()).getByText('Note added')).toBeInTheDocument();
    expect(within(lastToast()).getByText('About the site')).toBeInTheDocument();

    await user.selectOptions(within(form).getByLabelText('About'), 'Tree 1: Norway maple');
    await user.type(within(form).getByLabelText('Note'), 'Girdling root on the north side.');
    await user.click(within(form).getByRole('button', { name: 'Add note' }));
    const treeNote = (await screen.findByText('Girdling root on the north side.', { selector: 'blockquote' })).closest(
      'article',
    )!;
    expect(within(treeNote).getByText('At tree 1: Norway maple')).toBeInTheDocument();
    expect(within(lastToast()).getByText('At tree 1: Norway maple')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Notes (2)' })).toBeInTheDocument();
  });
});

describe('photo upload', () => {
  const fileOf = (bytes: Uint8Array, name: string, type: string) => new File([new Uint8Array(bytes)], name, { type });

  it('uploads a photo with its category and caption; the gallery shows it at once', async () => {
    const site = await insertSite(api.deps, org.id);
    await insertTree(api.deps, org.id, site.id, { commonName: 'Black cottonwood' });
    const { user } = await openSite(site);
    await user.click(await screen.findByRole('button', { name: 'Photos of tree 1' }));
    const gallery = screen.getByRole('dialog', { name: 'Photos of tree 1: Black cottonwood' });
    await within(gallery).findByText('No photos of this tree.');

    const form = within(gallery).getByRole('form', { name: 'Upload a photo' });
    await user.click(within(form).getByRole('button', { name: 'Upload photo' }));
    expect(within(form).getByLabelText('Photo')).toHaveAccessibleDescription(/Choose a photo first\./);

    await user.upload(within(form).getByLabelText('Photo'), fileOf(pngBytes(8, 8), 'crack.png', 'image/png'));
    await user.selectOptions(within(form).getByLabelText('Category'), 'defect');
    await user.type(within(form).getByLabelText('Caption'), 'Crack above the union');
    await user.click(within(form).getByRole('button', { name: 'Upload photo' }));

    const photo = await within(gallery).findByRole('img', { name: 'Crack above the union' });
    expect((await fetch(photo.getAttribute('src')!)).headers.get('Content-Type')).toBe('image/png');
    expect(within(within(gallery).getByRole('list', { name: 'Photos' })).getByText('defect')).toBeInTheDocument();
    expect(within(form).getByLabelText('Caption')).toHaveValue('');
    expect(within(lastToast()).getByText('Photo uploaded')).toBeInTheDocument();
    expect(within(lastToast()).getByText('Of tree 1: Black cottonwood (defect)')).toBeInTheDocument();
  });

  it('says so beside the picker when the file is not an image, or too large for the server', async () => {
    const site = await insertSite(api.deps, org.id);
    const tree = await insertTree(api.deps, org.id, site.id, { commonName: 'Incense cedar' });
    const { user } = await openSite(site);
    await user.click(await screen.findByRole('button', { name: 'Photos of tree 1' }));
    const form = screen.getByRole('form', { name: 'Upload a photo' });
    const picker = within(form).getByLabelText('Photo');

    await user.upload(picker, fileOf(new TextEncoder().encode('just text'), 'notes.png', 'image/png'));
    await user.click(within(form).getByRole('button', { name: 'Upload photo' }));
    await waitFor(() => expect(picker).toHaveAccessibleDescription(/must be a JPEG, PNG or WebP image/));

    // The test server takes bodies up to 256 KiB: a 300 KB photo is over it once base64.
    const huge = Buffer.concat([pngBytes(), randomBytes(300 * 1024)]);
    await user.upload(picker, fileOf(huge, 'huge.png', 'image/png'));
    await user.click(within(form).getByRole('button', { name: 'Upload photo' }));
    await waitFor(() => expect(picker).toHaveAccessibleDescription(/larger than the server accepts/));
    const stored = await api.contract.get('/trees/{treeId}/photos', { path: { treeId: tree.id }, key: org.key });
    expect(stored.body.data.items).toEqual([]);
  });
});

describe('a key that may only read the inventory', () => {
  it('says which scope is missing in the form, and adds nothing', async () => {
    const site = await insertSite(api.deps, org.id);
    const readOnly = await org.newKey(['sites:read', 'customers:read', 'inventory:read', 'estimates:read']);
    const { user } = renderApp(api, { at: `/sites/${site.id}`, key: readOnly });
    await user.click(await screen.findByRole('button', { name: 'Add tree' }));
    const form = screen.getByRole('dialog', { name: 'Add a tree' });
    await user.type(within(form).getByLabelText('Common name'), 'Shore pine');
    await user.click(within(form).getByRole('button', { name: 'Add tree' }));
    expect(await within(form).findByText('Your API key lacks the scope inventory:write')).toBeInTheDocument();
    expect(await treeNames(site.id)).toEqual([]);
  });
});
