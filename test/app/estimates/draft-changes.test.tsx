import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertEstimate, insertEstimateWorld, type EstimateWorld } from '../../support/estimate-fixtures';
import { startTestApp, type TestApp, type TestOrg } from '../../support/test-app';
import { renderApp } from '../support/render-app';

let api: TestApp;
let org: TestOrg;
let world: EstimateWorld;

beforeAll(async () => {
  api = await startTestApp();
  org = await api.newOrg();
  world = await insertEstimateWorld(api.deps, org.id);
});

const openEstimate = async (estimateId: string) => {
  const view = renderApp(api, { at: `/estimates/${estimateId}`, key: org.key });
  await screen.findByRole('table', { name: /^Lines of JOB-\d+$/ });
  return view;
};
const linesTable = () => screen.getByRole('table', { name: /^Lines of JOB-\d+$/ });
/** What the shared toast said, newest last. */
const toasts = () => within(screen.getByRole('region', { name: 'Notifications' }));
const readEstimate = async (estimateId: string) =>
  (await api.get(`/estimates/${estimateId}`, { key: org.key })).body.data;

describe("a draft's hours", () => {
  it("are edited per line on the draft's page; the estimate's total hours follow", async () => {
    const { estimate } = await insertEstimate(api.deps, org.id, world.site, {
      lines: [
        { description: 'Crown raise the fir', estimatedHours: 2 },
        { description: 'Grind the stump', estimatedHours: null },
      ],
    });
    const { user } = await openEstimate(estimate.id);
    expect(within(linesTable()).getByRole('row', { name: /^Total/ })).toHaveTextContent('2 h');
    const stumpHours = screen.getByLabelText('Hours, line 2');
    expect(stumpHours).toHaveValue('');

    await user.type(stumpHours, '1.5');
    await user.click(screen.getByRole('button', { name: 'Save hours of line 2' }));
    await waitFor(() => expect(within(linesTable()).getByRole('row', { name: /^Total/ })).toHaveTextContent('3.5 h'));
    const number = screen.getByRole('heading', { level: 1 }).textContent!.replace('Estimate ', '');
    expect(toasts().getByRole('status')).toHaveTextContent('Changes saved');
    expect(toasts().getByText(`${number}, line 2: 1.5 h`)).toBeInTheDocument();
    expect((await readEstimate(estimate.id)).lines[1].estimatedHours).toBe(1.5);

    // Clearing the field says nobody estimated it: null, never zero.
    await user.clear(screen.getByLabelText('Hours, line 1'));
    await user.click(screen.getByRole('button', { name: 'Save hours of line 1' }));
    await waitFor(() => expect(within(linesTable()).getByRole('row', { name: /^Total/ })).toHaveTextContent('1.5 h'));
    expect((await readEstimate(estimate.id)).lines[0].estimatedHours).toBeNull();
    expect(toasts().getByText(`${number}, line 1: not estimated`)).toBeInTheDocument();
  });

  it('typed and not saved, are asked about before the page is left; saved, nothing is asked', async () => {
    const { estimate } = await insertEstimate(api.deps, org.id, world.site, { lines: [{ estimatedHours: 2 }] });
    const { user } = await openEstimate(estimate.id);
    const draftPath = window.location.pathname;
    const leaveQuestion = () => screen.queryByRole('dialog', { name: 'Leave without saving?' });
    const toEstimates = () =>
      within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Estimates' });
    await user.clear(screen.getByLabelText('Hours, line 1'));
    await user.type(screen.getByLabelText('Hours, line 1'), '5');

    await user.click(toEstimates());
    const question = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await user.click(within(question).getByRole('button', { name: 'Stay' }));
    expect(window.location.pathname).toBe(draftPath);
    expect(screen.getByLabelText('Hours, line 1')).toHaveValue('5');

    await user.click(screen.getByRole('button', { name: 'Save hours of line 1' }));
    await waitFor(() => expect(within(linesTable()).getByRole('row', { name: /^Total/ })).toHaveTextContent('5 h'));
    await user.click(toEstimates());
    await waitFor(() => expect(window.location.pathname).toBe('/estimates'));
    expect(leaveQuestion()).not.toBeInTheDocument();
  });

  it('say what is wrong beside the field and send nothing when the hours are not a number above 0', async () => {
    const { estimate } = await insertEstimate(api.deps, org.id, world.site, { lines: [{ estimatedHours: 2 }] });
    const { user } = await openEstimate(estimate.id);
    const hours = screen.getByLabelText('Hours, line 1');

    await user.clear(hours);
    await user.type(hours, '0');
    await user.click(screen.getByRole('button', { name: 'Save hours of line 1' }));
    expect(await screen.findByText('must be a number of hours above 0')).toBeInTheDocument();
    expect(hours).toHaveAttribute('aria-invalid', 'true');
    expect((await readEstimate(estimate.id)).estimatedHours).toBe(2);
  });

  it('past 200 h on one line are saved only once the clerk ticks that they are right', async () => {
    const { estimate } = await insertEstimate(api.deps, org.id, world.site, { lines: [{ estimatedHours: 2 }] });
    const { user } = await openEstimate(estimate.id);
    const hours = screen.getByLabelText('Hours, line 1');
    const save = screen.getByRole('button', { name: 'Save hours of line 1' });
    const warning = 'More than 200 h on one line: about 5 crew-weeks.';

    // 5000 typed for 50: said at once beside the field, and refused by Save until confirmed.
    await user.clear(hours);
    await user.type(hours, '5000');
    expect(screen.getByText(warning)).toBeInTheDocument();
    const confirm = screen.getByRole('checkbox', { name: '5000 h is right, line 1' });
    expect(confirm).not.toBeChecked();
    await user.click(save);
    expect(hours).toHaveAccessibleDescription('check the hours: tick “5000 h is right”, or correct them');
    expect(hours).toHaveAttribute('aria-invalid', 'true');
    expect((await readEstimate(estimate.id)).estimatedHours).toBe(2);

    // Corrected: nothing to confirm. 200 h is the bound itself, still plausible.
    await user.clear(hours);
    await user.type(hours, '200');
    expect(screen.queryByText(warning)).not.toBeInTheDocument();
    // Past the API's cap is said before sending, in the contract's words, with nothing to confirm.
    await user.type(hours, '00');
    await user.click(save);
    expect(hours).toHaveAccessibleDescription('must be at most 10000');
    expect(screen.queryByText(warning)).not.toBeInTheDocument();

    // A real long job: confirmed, then saved as typed.
    await user.clear(hours);
    await user.type(hours, '240');
    await user.click(screen.getByRole('checkbox', { name: '240 h is right, line 1' }));
    expect(hours).not.toHaveAttribute('aria-invalid');
    await user.click(save);
    await waitFor(() => expect(within(linesTable()).getByRole('row', { name: /^Total/ })).toHaveTextContent('240 h'));
    expect((await readEstimate(estimate.id)).lines[0].estimatedHours).toBe(240);
    // Stored hours were confirmed once: the field shows them ticked, and other hours ask again.
    expect(screen.getByRole('checkbox', { name: '240 h is right, line 1' })).toBeChecked();
    await user.clear(screen.getByLabelText('Hours, line 1'));
    await user.type(screen.getByLabelText('Hours, line 1'), '2400');
    expect(screen.getByRole('checkbox', { name: '2400 h is right, line 1' })).not.toBeChecked();
  });

  it("keep the server's reason in view when the draft was accepted meanwhile", async () => {
    const { estimate } = await insertEstimate(api.deps, org.id, world.site, { lines: [{ estimatedHours: 2 }] });
    const { user } = await openEstimate(estimate.id);
    await api.post(`/estimates/${estimate.id}/accept`, undefined, { key: org.key });

    await user.clear(screen.getByLabelText('Hours, line 1'));
    await user.type(screen.getByLabelText('Hours, line 1'), '6');
    await user.click(screen.getByRole('button', { name: 'Save hours of line 1' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Hours not saved');
    expect(alert).toHaveTextContent("the estimate is accepted; only a draft's lines can be changed");
    expect(toasts().queryByText('Changes saved')).not.toBeInTheDocument();
    // The page reads the estimate again: accepted, its hours now figures.
    await waitFor(() => expect(screen.queryByLabelText('Hours, line 1')).not.toBeInTheDocument());
    expect(screen.getByRole('alert')).toHaveTextContent('only a draft');
    expect(within(linesTable()).getByRole('row', { name: /^Total/ })).toHaveTextContent('2 h');
  });

  it('read as figures, not fields, once the estimate is accepted', async () => {
    const { estimate } = await insertEstimate(api.deps, org.id, world.site, {
      estimate: { status: 'accepted', acceptedAt: api.clock.now() },
      lines: [
        { description: 'Crown raise the fir', estimatedHours: 2.5 },
        { description: 'Haul', estimatedHours: null },
      ],
    });
    await openEstimate(estimate.id);
    const table = linesTable();
    expect(within(table).queryByRole('textbox')).not.toBeInTheDocument();
    expect(within(table).getByRole('row', { name: /Crown raise the fir/ })).toHaveTextContent('2.5 h');
    expect(within(table).getByRole('row', { name: /Haul/ })).toHaveTextContent('not estimated');
    expect(within(table).getByRole('row', { name: /^Total/ })).toHaveTextContent('2.5 h');
  });
});

describe('duplicating an estimate', () => {
  it("opens a new draft of last month's accepted job with the same lines, ready to adjust", async () => {
    const { estimate } = await insertEstimate(api.deps, org.id, world.site, {
      estimate: { status: 'accepted', acceptedAt: new Date('2026-10-20T16:00:00Z') },
      lines: [
        { description: 'Crown raise the fir', quantity: 1, unitPriceCents: 57_500, estimatedHours: 3 },
        { description: 'Grind the stump', quantity: 2, unitPriceCents: 22_500, estimatedHours: 1 },
      ],
    });
    const { user } = await openEstimate(estimate.id);
    const original = screen.getByRole('heading', { level: 1 }).textContent;

    await user.click(screen.getByRole('button', { name: 'Duplicate as new draft' }));
    await waitFor(() => expect(window.location.pathname).not.toBe(`/estimates/${estimate.id}`));
    const heading = await screen.findByRole('heading', { level: 1, name: /^Estimate JOB-\d+$/ });
    await waitFor(() => expect(heading).not.toHaveTextContent(original!));
    const copyId = window.location.pathname.replace('/estimates/', '');
    expect(screen.getByText('Draft', { selector: '.ui-badge' })).toBeInTheDocument();
    // Said in plain words: which job was copied, and the copy's number.
    expect(
      toasts().getByText(
        `${original!.replace('Estimate ', '')} duplicated as ${heading.textContent!.replace('Estimate ', '')}`,
      ),
    ).toBeInTheDocument();

    const table = await screen.findByRole('table', {
      name: `Lines of ${heading.textContent!.replace('Estimate ', '')}`,
    });
    expect(within(table).getByRole('row', { name: /Crown raise the fir/ })).toHaveTextContent('$575.00');
    expect(within(table).getByRole('row', { name: /Grind the stump/ })).toHaveTextContent('$450.00');
    expect(within(table).getByRole('row', { name: /^Total/ })).toHaveTextContent('$1,025.00');
    expect(within(table).getByRole('row', { name: /^Total/ })).toHaveTextContent('4 h');
    // The copy is a draft: its hours are fields again.
    expect(screen.getByLabelText('Hours, line 1')).toHaveValue('3');

    const copy = await readEstimate(copyId);
    expect(copy).toMatchObject({ status: 'draft', siteId: world.site.id, totalCents: 102_500, estimatedHours: 4 });
    expect((await readEstimate(estimate.id)).status).toBe('accepted');
  });
});
