import { fireEvent, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertCustomer, insertSite } from '../../support/inventory-fixtures';
import { insertAcceptedWork, insertPlacement } from '../../support/schedule-fixtures';
import { startTestApp, type TestApp } from '../../support/test-app';
import { chooseOption } from '../support/choose-option';
import { renderApp } from '../support/render-app';
import { boardWorld, findCell, MONDAY, TUESDAY, type BoardWorld } from './board-world';

let api: TestApp;

beforeAll(async () => {
  api = await startTestApp();
});

/** A job on Birch's Tuesday whose customer has an e-mail, with its number as the board shows it. */
async function emailedJob(world: BoardWorld) {
  const customer = await insertCustomer(api.deps, world.org.id, { name: 'Tessa', email: 'tessa@example.com' });
  const site = await insertSite(api.deps, world.org.id, {
    customerId: customer.id,
    latitude: 45.52,
    longitude: -122.6,
  });
  const { estimate } = await insertAcceptedWork(api.deps, world.org.id, site, {
    lines: [{ catalogItemId: world.catalog.pruning.id, estimatedHours: 2 }],
  });
  await insertPlacement(api.deps, world.org.id, {
    estimateId: estimate.id,
    crewId: world.birch.id,
    scheduledDate: TUESDAY,
    plannedHours: 2,
  });
  const number = (await api.get(`/estimates/${estimate.id}`, { key: world.org.key })).body.data.number as string;
  return { estimateId: estimate.id, number };
}

/** Moves the job to Alder's Monday from its card's menu (an emergency: put next). */
async function moveToAlderMonday(user: ReturnType<typeof renderApp>['user'], world: BoardWorld, number: string) {
  await user.click(await screen.findByRole('button', { name: `Actions for ${number}` }));
  const menu = await screen.findByRole('dialog');
  await chooseOption(user, within(menu).getByRole('combobox', { name: 'Emergency: crew' }), world.alder.name);
  fireEvent.change(within(menu).getByLabelText(/^Emergency: day/), { target: { value: MONDAY } });
  await user.click(within(menu).getByRole('button', { name: 'Move it there, next' }));
}

const messagesOf = async (world: BoardWorld, estimateId: string) =>
  (await api.get(`/messages?estimateId=${estimateId}`, { key: world.org.key })).body.data.items as any[];

describe('Tell the customer, on the board', () => {
  it("is offered under ask after a change, and queues the notice of the change's job", async () => {
    const world = await boardWorld(api);
    await api.request('PATCH', '/org', { visitNotices: 'ask' }, { key: world.org.key });
    const job = await emailedJob(world);
    const { user } = renderApp(api, { at: `/?from=${MONDAY}`, key: world.org.key });
    await findCell(/^Birch crew, Tue, Mar 10: 1 job$/);
    await moveToAlderMonday(user, world, job.number);

    await user.click(await screen.findByRole('button', { name: 'Tell the customer' }));
    expect(await screen.findByText('The customer will be told')).toBeInTheDocument();
    const [notice] = await messagesOf(world, job.estimateId);
    expect(notice).toMatchObject({
      to: 'tessa@example.com',
      status: 'waiting',
      subject: expect.stringContaining('Monday, March 9'),
    });
  });

  it('is not offered when the organization does not ask', async () => {
    const world = await boardWorld(api);
    const job = await emailedJob(world);
    const { user } = renderApp(api, { at: `/?from=${MONDAY}`, key: world.org.key });
    await findCell(/^Birch crew, Tue, Mar 10: 1 job$/);
    await moveToAlderMonday(user, world, job.number);
    expect(await screen.findByRole('button', { name: 'Undo' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Tell the customer' })).not.toBeInTheDocument();
  });
});
