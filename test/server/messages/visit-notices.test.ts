import { beforeAll, describe, expect, it } from 'vitest';
import type { ParsedMail } from 'mailparser';
import { smtpMailer } from '../../../src/server/adapters/mail/smtp-mailer';
import { sendDueMessages, type MailWorkerDeps } from '../../../src/server/worker/mail-worker';
import { insertCustomer, insertSite } from '../../support/inventory-fixtures';
import { insertAcceptedWork, insertCrew } from '../../support/schedule-fixtures';
import { startSmtpSink, type SmtpSink } from '../../support/smtp-sink';
import { startTestApp, type TestApp, type TestOrg } from '../../support/test-app';

/*
 * Visit notices (docs/decisions/messages.md "Visit notices"): a schedule change of a job whose
 * customer has an e-mail gathers into one notice per job, which leaves a minute after the last
 * change and tells the state then, delivered to a real SMTP server. The minute passes on the test
 * clock, never in a sleep.
 */

const DEBOUNCE_MS = 60_000;

let api: TestApp;
let sink: SmtpSink;
let worker: MailWorkerDeps;
let nextCustomer = 0;

beforeAll(async () => {
  api = await startTestApp();
  sink = await startSmtpSink();
  worker = { db: api.deps.database.db, clock: api.clock, mailer: smtpMailer(sink.url, 'Office <office@example>') };
});

interface World {
  org: TestOrg;
  crewId: string;
}

async function world(visitNotices: 'off' | 'ask' | 'automatic'): Promise<World> {
  const org = await api.newOrg({ name: 'Hollis Tree Care' });
  const crew = await insertCrew(api.deps, org.id, { name: 'Alpha' });
  if (visitNotices !== 'off') {
    const res = await api.request('PATCH', '/org', { visitNotices }, { key: org.key });
    expect(res.status, res.text).toBe(200);
    expect(res.body.data.visitNotices).toBe(visitNotices);
  }
  return { org, crewId: crew.id };
}

/** A job of its own customer (a fresh address, so each test reads only its own mail). */
async function job({ org }: World, email: string | null = `customer${++nextCustomer}@example.com`) {
  const customer = await insertCustomer(api.deps, org.id, { name: 'Tessa Whitfield', email });
  const site = await insertSite(api.deps, org.id, { customerId: customer.id, street: '8856 SW 56th Ave' });
  const { estimate } = await insertAcceptedWork(api.deps, org.id, site, { lines: [{ estimatedHours: 4 }] });
  return { estimateId: estimate.id, email };
}

async function place(w: World, estimateId: string, day: string): Promise<string> {
  const res = await api.post(
    '/schedule',
    { estimateIds: [estimateId], crewId: w.crewId, scheduledDate: day, plannedHours: 4 },
    { key: w.org.key },
  );
  expect(res.status, res.text).toBe(200);
  const board = await api.get(`/schedule?from=${day}&to=${day}&estimateIds=${estimateId}`, { key: w.org.key });
  return board.body.data.upcoming[0].scheduleId as string;
}

const move = (w: World, estimateId: string, scheduleId: string, scheduledDate: string) =>
  api.request('PATCH', `/estimates/${estimateId}/schedule/${scheduleId}`, { scheduledDate }, { key: w.org.key });

const deliver = (w: World) => sendDueMessages(worker, { orgIds: [w.org.id] });

const notices = async (w: World, estimateId: string) =>
  (await api.get(`/messages?estimateId=${estimateId}`, { key: w.org.key })).body.data.items as any[];

const mailTo = (email: string | null): ParsedMail[] =>
  sink.received.filter((mail) => (mail.to && 'text' in mail.to ? mail.to.text : '') === email);

describe('visit notices, automatic', () => {
  it('tells the customer the day a minute after the work is placed, and the board marks it', async () => {
    const w = await world('automatic');
    const { estimateId, email } = await job(w);
    await place(w, estimateId, '2026-03-10');

    const [queued] = await notices(w, estimateId);
    expect(queued).toMatchObject({ status: 'waiting', attempts: 0, to: email });
    // Within the minute nothing leaves: more changes may follow.
    expect(await deliver(w)).toEqual([]);
    api.clock.advance(DEBOUNCE_MS);
    expect(await deliver(w)).toEqual(['delivered']);
    await sink.waitFor(1);
    const [mail] = mailTo(email);
    expect(mail?.subject).toBe('Your tree work is scheduled for Tuesday, March 10');
    expect(mail?.text).toContain('Hello Tessa Whitfield,');
    expect(mail?.text).toContain('Your tree work at 8856 SW 56th Ave is scheduled for Tuesday, March 10.');
    expect(mail?.text).toContain('Hollis Tree Care');

    const told = await api.get('/schedule/notices?from=2026-03-09&to=2026-03-15', { key: w.org.key });
    expect(told.status, told.text).toBe(200);
    expect(told.body.data.items).toEqual([{ estimateId, day: '2026-03-10', toldAt: api.clock.now().toISOString() }]);
  });

  it('sends one message with the final day for three moves within the minute', async () => {
    const w = await world('automatic');
    const { estimateId, email } = await job(w);
    const scheduleId = await place(w, estimateId, '2026-03-10');
    for (const day of ['2026-03-11', '2026-03-12', '2026-03-13']) {
      api.clock.advance(15_000);
      expect((await move(w, estimateId, scheduleId, day)).status).toBe(200);
    }
    // The minute runs from the last change.
    api.clock.advance(DEBOUNCE_MS - 1_000);
    expect(await deliver(w)).toEqual([]);
    api.clock.advance(1_000);
    expect(await deliver(w)).toEqual(['delivered']);
    const mails = mailTo(email);
    expect(mails.map((mail) => mail.subject)).toEqual(['Your tree work is scheduled for Friday, March 13']);
    expect(await notices(w, estimateId)).toHaveLength(1);
  });

  it('tells a move after the customer was told, and nothing when the work goes back to the day told', async () => {
    const w = await world('automatic');
    const { estimateId, email } = await job(w);
    const scheduleId = await place(w, estimateId, '2026-03-10');
    api.clock.advance(DEBOUNCE_MS);
    await deliver(w);

    expect((await move(w, estimateId, scheduleId, '2026-03-17')).status).toBe(200);
    expect((await move(w, estimateId, scheduleId, '2026-03-10')).status).toBe(200);
    api.clock.advance(DEBOUNCE_MS);
    expect(await deliver(w)).toEqual([]);
    expect(await notices(w, estimateId)).toHaveLength(1);

    expect((await move(w, estimateId, scheduleId, '2026-03-17')).status).toBe(200);
    api.clock.advance(DEBOUNCE_MS);
    expect(await deliver(w)).toEqual(['delivered']);
    expect(mailTo(email).map((mail) => mail.subject)).toEqual([
      'Your tree work is scheduled for Tuesday, March 10',
      'Your tree work is moved to Tuesday, March 17',
    ]);
  });

  it('tells a removal as no longer scheduled, and nothing for work placed and removed within the minute', async () => {
    const w = await world('automatic');
    const { estimateId, email } = await job(w);
    const scheduleId = await place(w, estimateId, '2026-03-10');
    api.clock.advance(DEBOUNCE_MS);
    await deliver(w);
    const removed = await api.request('DELETE', `/estimates/${estimateId}/schedule/${scheduleId}`, undefined, {
      key: w.org.key,
    });
    expect(removed.status, removed.text).toBe(200);
    api.clock.advance(DEBOUNCE_MS);
    expect(await deliver(w)).toEqual(['delivered']);
    const canceled = mailTo(email)[1];
    expect(canceled?.subject).toBe('Your tree work is no longer scheduled');
    // The Outbox says what each message is, newest first.
    expect((await notices(w, estimateId)).map((message) => message.kind)).toEqual(['visitCanceled', 'visitScheduled']);
    expect(canceled?.text).toContain(
      'Your tree work at 8856 SW 56th Ave is no longer scheduled for Tuesday, March 10.',
    );
    // The board marks nothing once the customer was told the work is off.
    const told = await api.get('/schedule/notices?from=2026-03-09&to=2026-03-15', { key: w.org.key });
    expect(told.body.data.items.filter((item: any) => item.estimateId === estimateId)).toEqual([]);

    const brief = await job(w);
    const briefId = await place(w, brief.estimateId, '2026-03-11');
    await api.request('DELETE', `/estimates/${brief.estimateId}/schedule/${briefId}`, undefined, { key: w.org.key });
    api.clock.advance(DEBOUNCE_MS);
    expect(await deliver(w)).toEqual([]);
    expect(await notices(w, brief.estimateId)).toEqual([]);
  });

  it('an undo within the minute takes the notice back; an undo after it tells the day the work is back on', async () => {
    const w = await world('automatic');
    const { estimateId, email } = await job(w);
    const scheduleId = await place(w, estimateId, '2026-03-10');
    api.clock.advance(DEBOUNCE_MS);
    await deliver(w);

    const moved = await move(w, estimateId, scheduleId, '2026-03-12');
    const undo = await api.post(`/schedule/actions/${moved.headers.get('action-id')}/undo`, {}, { key: w.org.key });
    expect(undo.status, undo.text).toBe(200);
    api.clock.advance(DEBOUNCE_MS);
    expect(await deliver(w)).toEqual([]);

    const again = await move(w, estimateId, scheduleId, '2026-03-12');
    api.clock.advance(DEBOUNCE_MS);
    expect(await deliver(w)).toEqual(['delivered']);
    const redo = await api.post(`/schedule/actions/${again.headers.get('action-id')}/undo`, {}, { key: w.org.key });
    expect(redo.status, redo.text).toBe(200);
    api.clock.advance(DEBOUNCE_MS);
    expect(await deliver(w)).toEqual(['delivered']);
    expect(mailTo(email).map((mail) => mail.subject)).toEqual([
      'Your tree work is scheduled for Tuesday, March 10',
      'Your tree work is moved to Thursday, March 12',
      'Your tree work is moved to Tuesday, March 10',
    ]);
  });

  it('queues nothing for a customer without an e-mail', async () => {
    const w = await world('automatic');
    const { estimateId } = await job(w, null);
    await place(w, estimateId, '2026-03-10');
    expect(await notices(w, estimateId)).toEqual([]);
  });

  it('loses no notice to a mail server that refuses: it waits, is retried, and the outbox says why', async () => {
    const w = await world('automatic');
    const { estimateId, email } = await job(w);
    await place(w, estimateId, '2026-03-10');
    api.clock.advance(DEBOUNCE_MS);
    sink.refuseNext(1, 451, 'Greylisted, try again later');
    expect(await deliver(w)).toEqual(['retry']);
    const [waiting] = await notices(w, estimateId);
    expect(waiting).toMatchObject({ status: 'waiting', attempts: 1 });
    expect(waiting.lastError).toContain('Greylisted');
    api.clock.advance(61_000);
    expect(await deliver(w)).toEqual(['delivered']);
    expect(mailTo(email)).toHaveLength(1);
  });
});

describe('visit notices, off and ask', () => {
  it('off: a placement queues nothing, and asking is refused', async () => {
    const w = await world('off');
    const { estimateId } = await job(w);
    await place(w, estimateId, '2026-03-10');
    api.clock.advance(DEBOUNCE_MS);
    expect(await deliver(w)).toEqual([]);
    expect(await notices(w, estimateId)).toEqual([]);
    const asked = await api.post('/schedule/notices', { estimateIds: [estimateId] }, { key: w.org.key });
    expect(asked.status).toBe(422);
    expect(await notices(w, estimateId)).toEqual([]);
  });

  it('off after automatic: no new notice, but one already pending stays true', async () => {
    const w = await world('automatic');
    const { estimateId, email } = await job(w);
    const scheduleId = await place(w, estimateId, '2026-03-10');
    expect((await api.request('PATCH', '/org', { visitNotices: 'off' }, { key: w.org.key })).status).toBe(200);
    expect((await move(w, estimateId, scheduleId, '2026-03-11')).status).toBe(200);
    const later = await job(w);
    await place(w, later.estimateId, '2026-03-10');
    api.clock.advance(DEBOUNCE_MS);
    expect(await deliver(w)).toEqual(['delivered']);
    expect(mailTo(email).map((mail) => mail.subject)).toEqual(['Your tree work is scheduled for Wednesday, March 11']);
    expect(await notices(w, later.estimateId)).toEqual([]);
  });

  it('ask: nothing until the dispatcher asks; then one notice, kept true by later moves', async () => {
    const w = await world('ask');
    const { estimateId, email } = await job(w);
    const quiet = await job(w);
    const scheduleId = await place(w, estimateId, '2026-03-10');
    await place(w, quiet.estimateId, '2026-03-10');
    api.clock.advance(DEBOUNCE_MS);
    expect(await deliver(w)).toEqual([]);

    const asked = await api.post('/schedule/notices', { estimateIds: [estimateId] }, { key: w.org.key });
    expect(asked.status, asked.text).toBe(200);
    expect(asked.body.data.notices).toEqual([{ estimateId, outcome: 'queued' }]);
    expect((await move(w, estimateId, scheduleId, '2026-03-11')).status).toBe(200);
    api.clock.advance(DEBOUNCE_MS);
    expect(await deliver(w)).toEqual(['delivered']);
    expect(mailTo(email).map((mail) => mail.subject)).toEqual(['Your tree work is scheduled for Wednesday, March 11']);
    expect(mailTo(quiet.email)).toEqual([]);

    // Asked again with nothing new: the customer already knows.
    const again = await api.post('/schedule/notices', { estimateIds: [estimateId] }, { key: w.org.key });
    expect(again.body.data.notices).toEqual([{ estimateId, outcome: 'nothing_to_tell' }]);
  });

  it("ask: the board's Tell the customer names the change's Action-Id, and its jobs are told", async () => {
    const w = await world('ask');
    const { estimateId, email } = await job(w);
    const scheduleId = await place(w, estimateId, '2026-03-10');
    const moved = await move(w, estimateId, scheduleId, '2026-03-12');
    const actionId = moved.headers.get('action-id');
    const asked = await api.post('/schedule/notices', { actionIds: [actionId] }, { key: w.org.key });
    expect(asked.status, asked.text).toBe(200);
    expect(asked.body.data.notices).toEqual([{ estimateId, outcome: 'queued' }]);
    api.clock.advance(DEBOUNCE_MS);
    expect(await deliver(w)).toEqual(['delivered']);
    expect(mailTo(email).map((mail) => mail.subject)).toEqual(['Your tree work is scheduled for Thursday, March 12']);

    const unknown = await api.post('/schedule/notices', { actionIds: [crypto.randomUUID()] }, { key: w.org.key });
    expect(unknown.status).toBe(404);
    const both = await api.post(
      '/schedule/notices',
      { actionIds: [actionId], estimateIds: [estimateId] },
      {
        key: w.org.key,
      },
    );
    expect(both.status).toBe(422);
  });
});
