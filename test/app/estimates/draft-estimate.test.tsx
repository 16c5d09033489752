import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestApp, type TestApp, type TestOrg } from '../../support/test-app';
import { renderApp } from '../support/render-app';
import { insertDraftingWorld, type DraftingWorld } from './drafting-world';

let api: TestApp;

beforeAll(async () => {
  api = await startTestApp();
});

afterEach(() => {
  vi.restoreAllMocks();
});

/** A fresh organization and drafting site per test: each test counts the estimates it made. */
async function world(): Promise<{ org: TestOrg; world: DraftingWorld }> {
  const org = await api.newOrg();
  return { org, world: await insertDraftingWorld(api, org) };
}

const line = (number: number) => screen.getByRole('group', { name: `Line ${number}` });
const field = (number: number, label: string) => within(line(number)).getByLabelText(new RegExp(`^${label}`));

async function openDraft(org: TestOrg, siteId: string) {
  const view = renderApp(api, { at: `/sites/${siteId}`, key: org.key });
  await view.user.click(await screen.findByRole('link', { name: 'Draft estimate' }));
  await screen.findByRole('list', { name: 'Estimate lines' });
  return view;
}

async function estimatesOf(org: TestOrg, siteId: string) {
  return (await api.get(`/estimates?siteId=${siteId}`, { key: org.key })).body.data.items as any[];
}

describe('drafting an estimate from a site', () => {
  it('proposes a line per recommended work: band match, quoted price, nearest band, whole quantities', async () => {
    const {
      org,
      world: { site },
    } = await world();
    await openDraft(org, site.id);

    expect(screen.getAllByRole('group', { name: /^Line \d+$/ })).toHaveLength(4);
    expect(field(1, 'Catalog item')).toHaveDisplayValue('Pruning, DBH 12-24 in ($575.00)');
    expect(field(1, 'Description')).toHaveValue('Crown raise, 24in Douglas-fir (tree 1)');
    expect(field(1, 'Quantity')).toHaveValue('1');
    expect(field(1, 'Unit price')).toHaveValue('575.00');

    // The price quoted aloud at the maple wins over the catalog's $1,600.
    expect(field(2, 'Catalog item')).toHaveDisplayValue('Removal, DBH 0-36 in ($1,600.00)');
    expect(field(2, 'Unit price')).toHaveValue('2400.00');
    expect(within(line(2)).getByText('price quoted on site')).toBeInTheDocument();

    // No band holds 41 in: the nearest is offered and the description says so.
    expect(field(3, 'Catalog item')).toHaveDisplayValue('Pruning, DBH 24-36 in ($950.00)');
    expect(field(3, 'Description')).toHaveValue(
      'Crown thin, 41in Oregon white oak (tree 3); no catalog band holds 41 in, nearest: Pruning, DBH 24-36 in',
    );
    expect(within(line(3)).getByText('nearest DBH band')).toBeInTheDocument();

    expect(field(4, 'Quantity')).toHaveValue('6');
    expect(field(4, 'Description')).toHaveValue('Crown clean, 6 × 4in Arborvitae (tree 4)');

    const options = within(field(1, 'Catalog item'))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toContain('PHC soil injection ($285.00)');
    expect(options.join('\n')).not.toMatch(/Full care package|2024 rate/);

    const totals = screen.getByRole('region', { name: 'Totals preview' });
    expect(totals).toHaveTextContent('Total (preview) $5,725.00');
    expect(totals).toHaveTextContent('the totals are settled when the estimate is created');
    expect(screen.getByText('Quoted prices not applied').parentElement).toHaveTextContent(
      '$1,500.00, it could cover several lines',
    );
  });

  it('creates the edited lines, then shows the estimate as the server computed it', async () => {
    const {
      org,
      world: { site },
    } = await world();
    const { user } = await openDraft(org, site.id);

    await user.click(within(line(4)).getByRole('button', { name: 'Remove line 4' }));
    await user.selectOptions(field(1, 'Catalog item'), 'PHC soil injection ($285.00)');
    expect(field(1, 'Unit price')).toHaveValue('285.00');
    // A quoted price stays when the item changes.
    await user.selectOptions(field(2, 'Catalog item'), 'Stump grinding ($225.00)');
    expect(field(2, 'Unit price')).toHaveValue('2400.00');
    await user.click(screen.getByRole('button', { name: 'Add line' }));
    await user.selectOptions(field(4, 'Catalog item'), 'Stump grinding ($225.00)');
    await user.clear(field(4, 'Quantity'));
    await user.type(field(4, 'Quantity'), '2');
    await user.type(field(4, 'Description'), 'Grind two old stumps');
    expect(screen.getByRole('region', { name: 'Totals preview' })).toHaveTextContent('$4,085.00');

    await user.click(screen.getByRole('button', { name: 'Create estimate' }));
    const heading = await screen.findByRole('heading', { level: 1, name: /^Estimate JOB-\d+$/ });
    const [created] = await estimatesOf(org, site.id);
    expect(heading).toHaveTextContent(created.number);
    expect(created.lines.map((l: any) => [l.description, l.quantity, l.unitPriceCents])).toEqual([
      ['Crown raise, 24in Douglas-fir (tree 1)', 1, 28_500],
      ['Removal, 18in Bigleaf maple (tree 2)', 1, 240_000],
      [
        'Crown thin, 41in Oregon white oak (tree 3); no catalog band holds 41 in, nearest: Pruning, DBH 24-36 in',
        1,
        95_000,
      ],
      ['Grind two old stumps', 2, 22_500],
    ]);
    const table = screen.getByRole('table', { name: `Lines of ${created.number}` });
    expect(within(table).getByRole('row', { name: /Grind two old stumps/ })).toHaveTextContent('$450.00');
    expect(within(table).getByRole('row', { name: /^Total/ })).toHaveTextContent('$4,085.00');
    expect(screen.getByText('Draft', { selector: '.ui-badge' })).toBeInTheDocument();
    // Said in plain words: the new number, where, and the total in dollars.
    const toast = within(screen.getByRole('region', { name: 'Notifications' })).getByRole('status');
    expect(toast).toHaveTextContent(`${created.number} created`);
    expect(toast).toHaveTextContent('A draft for Laurelhurst corner: $4,085.00');
  });

  it('takes hours per line, duplicates a line, previews the total hours, and creates the lines with them', async () => {
    const {
      org,
      world: { site },
    } = await world();
    const { user } = await openDraft(org, site.id);
    const totals = () => screen.getByRole('region', { name: 'Totals preview' });
    expect(totals()).toHaveTextContent('Hours (preview) not estimated');

    await user.type(field(1, 'Hours'), '2.5');
    await user.type(field(2, 'Hours'), 'soon');
    await user.click(within(line(2)).getByRole('button', { name: 'Duplicate line 2' }));
    expect(screen.getAllByRole('group', { name: /^Line \d+$/ })).toHaveLength(5);
    // The copy comes right after its line, with everything typed so far.
    expect(field(3, 'Description')).toHaveValue('Removal, 18in Bigleaf maple (tree 2)');
    expect(field(3, 'Unit price')).toHaveValue('2400.00');
    expect(field(4, 'Description')).toHaveValue(
      'Crown thin, 41in Oregon white oak (tree 3); no catalog band holds 41 in, nearest: Pruning, DBH 24-36 in',
    );
    await user.clear(field(3, 'Description'));
    await user.type(field(3, 'Description'), 'Grind the maple stump');
    await user.clear(field(3, 'Hours'));
    await user.type(field(3, 'Hours'), '1');
    expect(totals()).toHaveTextContent('Hours (preview) 3.5 h');
    expect(totals()).toHaveTextContent('$8,125.00');

    await user.click(screen.getByRole('button', { name: 'Create estimate' }));
    expect(within(line(2)).getByText('must be a number of hours above 0')).toBeInTheDocument();
    expect(await estimatesOf(org, site.id)).toHaveLength(0);

    await user.clear(field(2, 'Hours'));
    await user.click(screen.getByRole('button', { name: 'Create estimate' }));
    await screen.findByRole('heading', { level: 1, name: /^Estimate JOB-\d+$/ });
    const [created] = await estimatesOf(org, site.id);
    expect(created.lines.map((l: any) => [l.description, l.estimatedHours])).toEqual([
      ['Crown raise, 24in Douglas-fir (tree 1)', 2.5],
      ['Removal, 18in Bigleaf maple (tree 2)', null],
      ['Grind the maple stump', 1],
      ['Crown thin, 41in Oregon white oak (tree 3); no catalog band holds 41 in, nearest: Pruning, DBH 24-36 in', null],
      ['Crown clean, 6 × 4in Arborvitae (tree 4)', null],
    ]);
    expect(created.estimatedHours).toBe(3.5);
    const table = screen.getByRole('table', { name: `Lines of ${created.number}` });
    expect(within(table).getByRole('row', { name: /^Total/ })).toHaveTextContent('3.5 h');
  });

  it("picks several of the site's trees for a line at once, and the estimate names them", async () => {
    const {
      org,
      world: { site },
    } = await world();
    const { user } = await openDraft(org, site.id);
    const tree = (lineNumber: number, label: string) =>
      within(line(lineNumber)).getByRole('checkbox', { name: new RegExp(`^${label}`) });

    // A proposed line starts with the tree it was proposed for.
    expect(tree(1, 'Tree 1, 24in Douglas-fir')).toBeChecked();
    expect(tree(1, 'Tree 3, 41in Oregon white oak')).not.toBeChecked();
    expect(within(line(1)).getByRole('group', { name: 'Trees (1 picked)' })).toBeInTheDocument();

    await user.click(tree(1, 'Tree 3, 41in Oregon white oak'));
    expect(within(line(1)).getByRole('group', { name: 'Trees (2 picked)' })).toBeInTheDocument();
    await user.click(within(line(4)).getByRole('button', { name: 'Pick all trees for line 4' }));
    await user.click(tree(4, 'Tree 5, 18in Vine maple'));
    expect(within(line(4)).getByRole('group', { name: 'Trees (4 picked)' })).toBeInTheDocument();
    await user.click(within(line(2)).getByRole('button', { name: 'Clear the trees of line 2' }));
    expect(within(line(2)).getByRole('group', { name: 'Trees (0 picked)' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Create estimate' }));
    await screen.findByRole('heading', { level: 1, name: /^Estimate JOB-\d+$/ });
    const siteTrees = (await api.get(`/sites/${site.id}/trees`, { key: org.key })).body.data.items as any[];
    const ids = siteTrees.map((t) => t.id);
    const [created] = await estimatesOf(org, site.id);
    expect(created.lines.map((l: any) => l.treeIds)).toEqual([
      [ids[0], ids[2]],
      [],
      [ids[2]],
      [ids[0], ids[1], ids[2], ids[3]],
    ]);
    const table = screen.getByRole('table', { name: `Lines of ${created.number}` });
    expect(await within(table).findByText('Trees 1, 3')).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: /Crown thin, 41in/ })).toHaveTextContent('Tree 3');
  });

  it("shows the server's 422 on the line's own field, and checks prices before sending", async () => {
    const {
      org,
      world: { site },
    } = await world();
    const { user } = await openDraft(org, site.id);
    const keys = watchEstimateKeys();

    await user.clear(field(2, 'Quantity'));
    await user.type(field(2, 'Quantity'), '2.5');
    await user.click(screen.getByRole('button', { name: 'Create estimate' }));
    await waitFor(() => expect(within(line(2)).getByText('must be a whole number')).toBeInTheDocument());
    expect(field(2, 'Quantity')).toHaveAttribute('aria-invalid', 'true');
    expect(field(1, 'Quantity')).not.toHaveAttribute('aria-invalid');
    // The refused field takes the focus (and so comes into view): the button did not just do nothing.
    await waitFor(() => expect(field(2, 'Quantity')).toHaveFocus());

    await user.clear(field(3, 'Unit price'));
    await user.type(field(3, 'Unit price'), '12.345');
    await user.clear(field(1, 'Quantity'));
    await user.type(field(1, 'Quantity'), '-2');
    await user.click(screen.getByRole('button', { name: 'Create estimate' }));
    expect(within(line(3)).getByText('must be whole cents (at most two decimals)')).toBeInTheDocument();
    expect(within(line(1)).getByText('must be at least 1')).toBeInTheDocument();
    await waitFor(() => expect(field(1, 'Quantity')).toHaveFocus());
    expect(screen.queryByText(/-\$/)).not.toBeInTheDocument();
    expect(keys).toHaveLength(1);

    await user.clear(field(1, 'Quantity'));
    await user.type(field(1, 'Quantity'), '1');

    await user.clear(field(3, 'Unit price'));
    await user.type(field(3, 'Unit price'), '900');
    await user.clear(field(2, 'Quantity'));
    await user.type(field(2, 'Quantity'), '2');
    await user.click(screen.getByRole('button', { name: 'Create estimate' }));
    await screen.findByRole('heading', { level: 1, name: /^Estimate JOB-/ });
    // A changed draft is a new attempt with a new key.
    expect(keys).toHaveLength(2);
    expect(keys[1]).not.toBe(keys[0]);
  });

  it('sends the same Idempotency-Key again after a lost answer, so retrying creates one estimate', async () => {
    const {
      org,
      world: { site },
    } = await world();
    const { user } = await openDraft(org, site.id);
    // The server gets the request and answers, but the answer never arrives (the first try and the client's three retries).
    const keys = watchEstimateKeys(4);

    await user.click(screen.getByRole('button', { name: 'Create estimate' }));
    expect(await screen.findByText('Cannot reach the Canopy server', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByText(/no second estimate is made/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Create estimate' }));
    await screen.findByRole('heading', { level: 1, name: /^Estimate JOB-/ });
    expect(keys).toHaveLength(5);
    expect(new Set(keys).size).toBe(1);
    expect(await estimatesOf(org, site.id)).toHaveLength(1);
  });
});

/** Records the Idempotency-Key of every POST /estimates; the first `lose` answers are dropped after the server handled them. */
function watchEstimateKeys(lose = 0): string[] {
  const keys: string[] = [];
  const realFetch = globalThis.fetch;
  let toLose = lose;
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const response = await realFetch(input, init);
    if (init?.method === 'POST' && String(input).endsWith('/api/v1/estimates')) {
      keys.push(new Headers(init.headers).get('Idempotency-Key') ?? '');
      if (toLose-- > 0) throw new TypeError('fetch failed');
    }
    return response;
  });
  return keys;
}
