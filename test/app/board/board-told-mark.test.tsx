import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { smtpMailer } from '../../../src/server/adapters/mail/smtp-mailer';
import { sendDueMessages } from '../../../src/server/worker/mail-worker';
import { insertCustomer, insertSite } from '../../support/inventory-fixtures';
import { insertAcceptedWork } from '../../support/schedule-fixtures';
import { startSmtpSink, type SmtpSink } from '../../support/smtp-sink';
import { startTestApp, type TestApp } from '../../support/test-app';
import { renderApp } from '../support/render-app';
import { boardWorld, MONDAY, TUESDAY, type BoardWorld } from './board-world';

let api: TestApp;
let sink: SmtpSink;

beforeAll(async () => {
  api = await startTestApp();
  sink = await startSmtpSink();
});

/** A job of a customer with an e-mail, placed through the API (so its notice is queued). */
async function placedJob(world: BoardWorld, label: string, day: string) {
  const customer = await insertCustomer(api.deps, world.org.id, { name: label, email: `${label}@example.com` });
  const site = await insertSite(api.deps, world.org.id, {
    customerId: customer.id,
    label,
    latitude: 45.52,
    longitude: -122.6,
  });
  const { estimate } = await insertAcceptedWork(api.deps, world.org.id, site, {
    lines: [{ catalogItemId: world.catalog.pruning.id, estimatedHours: 2 }],
  });
  const placed = await api.post(
    '/schedule',
    { estimateIds: [estimate.id], crewId: world.alder.id, scheduledDate: day, plannedHours: 2 },
    { key: world.org.key },
  );
  expect(placed.status, placed.text).toBe(200);
  return (await api.get(`/estimates/${estimate.id}`, { key: world.org.key })).body.data.number as string;
}

const card = (cell: HTMLElement, number: string) =>
  [...cell.querySelectorAll<HTMLElement>('.board-card')].find((found) => found.textContent?.includes(number))!;

describe("the board's mark of a customer told", () => {
  it('marks the placements whose customer was told their day, and no other', async () => {
    const world = await boardWorld(api);
    expect((await api.request('PATCH', '/org', { visitNotices: 'automatic' }, { key: world.org.key })).status).toBe(
      200,
    );
    const told = await placedJob(world, 'Told', MONDAY);
    api.clock.advance(60_000);
    const worker = { db: api.deps.database.db, clock: api.clock, mailer: smtpMailer(sink.url, 'office@example') };
    expect(await sendDueMessages(worker, { orgIds: [world.org.id] })).toEqual(['delivered']);
    // Placed after the minute went by: its notice still waits.
    const waiting = await placedJob(world, 'Waiting', TUESDAY);

    renderApp(api, { at: `/board?from=${MONDAY}`, key: world.org.key });
    const monday = await screen.findByRole('cell', { name: /^Alder crew, Mon, Mar 9: 1 job/ });
    await waitFor(() => expect(card(monday, told)).toHaveTextContent(', Customer told Mon Mar 9'));
    expect(within(card(monday, told)).getByTitle('Customer told Mon Mar 9')).toBeInTheDocument();
    const tuesday = await screen.findByRole('cell', { name: /^Alder crew, Tue, Mar 10: 1 job/ });
    expect(card(tuesday, waiting)).not.toHaveTextContent('Customer told');
  });
});
