import { beforeAll, describe, expect, it } from 'vitest';
import { smtpMailer } from '../../../src/server/adapters/mail/smtp-mailer';
import { defaultTemplates } from '../../../src/shared/domain/message-templates';
import { sendDueMessages } from '../../../src/server/worker/mail-worker';
import { insertCustomer, insertSite } from '../../support/inventory-fixtures';
import { insertAcceptedWork, insertCrew } from '../../support/schedule-fixtures';
import { startSmtpSink, type SmtpSink } from '../../support/smtp-sink';
import { startTestApp, type TestApp, type TestOrg } from '../../support/test-app';
import { expectValidationFailure } from '../http/http-expectations';

/*
 * Message templates (docs/decisions/messages.md "Templates"): each kind's words per organization,
 * read and changed through /org/message-templates; a placeholder the kind does not know is refused
 * naming it, and an edit reaches the mail the real SMTP server receives.
 */

let api: TestApp;
let org: TestOrg;
let sink: SmtpSink;

beforeAll(async () => {
  api = await startTestApp();
  org = await api.newOrg({ name: 'Hollis Tree Care' });
  sink = await startSmtpSink();
});

const read = async () => {
  const res = await api.get('/org/message-templates', { key: org.key });
  expect(res.status, res.text).toBe(200);
  return res.body.data.templates as { kind: string; subject: string; body: string; edited: boolean }[];
};
const patch = (body: unknown) => api.request('PATCH', '/org/message-templates', body, { key: org.key });

describe('/org/message-templates', () => {
  it('reads the default words of every kind until the organization edits them', async () => {
    const templates = await read();
    expect(templates.map((template) => template.kind)).toEqual([
      'estimate',
      'invoice',
      'visitScheduled',
      'visitMoved',
      'visitCanceled',
    ]);
    expect(templates.every((template) => !template.edited)).toBe(true);
    expect(templates[2]).toMatchObject(defaultTemplates.visitScheduled);
  });

  it('refuses a placeholder the kind does not know, naming it, and saves nothing of the body', async () => {
    const before = await read();
    const res = await patch({
      visitMoved: { subject: 'Moved to {date}', body: 'Your work moved to {date}.' },
      visitScheduled: { subject: 'See you {date}', body: 'Dear {customer}, see you {date} at {siteAdress}.' },
    });
    const [problem] = expectValidationFailure(res, ['visitScheduled.body']);
    expect(problem?.problem).toContain('{customer}, {siteAdress} are not placeholders of this message');
    expect(await read()).toEqual(before);
  });

  it('refuses a subject of two lines and an empty change', async () => {
    const [problem] = expectValidationFailure(
      await patch({ visitMoved: { subject: 'Moved\nto {date}', body: 'Moved.' } }),
      ['visitMoved.subject'],
    );
    expect(problem?.problem).toBe('must be one line');
    expect((await patch({})).status).toBe(422);
  });

  it("puts the edited words in the customer's mail", async () => {
    const saved = await patch({
      visitScheduled: {
        subject: '{companyName}: we come on {date}',
        body: 'Hi {customerName},\n\nOur crew comes to {siteAddress} on {date} for job {estimateNumber}.\n',
      },
    });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body.data.templates[2]).toMatchObject({ kind: 'visitScheduled', edited: true });

    expect((await api.request('PATCH', '/org', { visitNotices: 'automatic' }, { key: org.key })).status).toBe(200);
    const crew = await insertCrew(api.deps, org.id);
    const customer = await insertCustomer(api.deps, org.id, { name: 'Ann Lee', email: 'ann@example.com' });
    const site = await insertSite(api.deps, org.id, { customerId: customer.id, street: '8856 SW 56th Ave' });
    const { estimate } = await insertAcceptedWork(api.deps, org.id, site);
    const placed = await api.post(
      '/schedule',
      { estimateIds: [estimate.id], crewId: crew.id, scheduledDate: '2026-12-01', plannedHours: 2 },
      { key: org.key },
    );
    expect(placed.status, placed.text).toBe(200);
    api.clock.advance(60_000);
    const worker = { db: api.deps.database.db, clock: api.clock, mailer: smtpMailer(sink.url, 'office@example') };
    expect(await sendDueMessages(worker, { orgIds: [org.id] })).toEqual(['delivered']);
    const [mail] = await sink.waitFor(1);
    expect(mail?.subject).toBe('Hollis Tree Care: we come on Tuesday, December 1');
    expect(mail?.text?.trim()).toBe(
      `Hi Ann Lee,\n\nOur crew comes to 8856 SW 56th Ave on Tuesday, December 1 for job JOB-${estimate.number}.`,
    );
  });
});
