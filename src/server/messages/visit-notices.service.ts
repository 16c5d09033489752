import { randomUUID } from 'node:crypto';
import { emailAddressSchema } from '../../shared/contract/messages';
import type {
  TellCustomers,
  TellCustomersResult,
  ToldVisit,
  VisitNoticeOutcome,
} from '../../shared/contract/visit-notices';
import { changedJobs } from '../crew-days/action-journal';
import { findLiveEntries } from '../crew-days/action-journal.repo';
import { formatEstimateNumber } from '../../shared/domain/document-numbers';
import { VISIT_NOTICE_DELAY_MS, visitDayWords, visitNoticeFor } from '../../shared/domain/visit-notices';
import type { DbOrTx, Tx } from '../db/client';
import { toIso } from '../db/sql-helpers';
import { recordEvent } from '../events/events.service';
import { invalid, notFound } from '../http/app-error';
import { organizationToday } from '../invoices/org-today';
import { findOrganization } from '../orgs/orgs.service';
import { templateFor } from './message-templates.repo';
import { visitMessage } from './message-words';
import { queueMessage } from './messages.service';
import {
  countEstimates,
  deleteMessage,
  lastToldNotice,
  lockPendingNotice,
  readVisitFacts,
  rewritePendingNotice,
  toldVisits,
} from './visit-notices.repo';

async function messageChanged(tx: Tx, orgId: string, messageId: string, estimateId: string, now: Date) {
  await recordEvent(
    tx,
    orgId,
    { type: 'message.changed', payload: { messageId, estimateId, invoiceId: null, status: 'waiting' } },
    now,
  );
}

/**
 * Brings one job's notice in line with its schedule now (docs/decisions/messages.md "Visit
 * notices"): the notice still gathering changes is rewritten to tell the state now and waits the
 * debounce again, or goes when there is nothing new to tell. `create`: a job without one gets one
 * (automatic, or asked); otherwise only a notice already gathering is kept true.
 */
async function refreshNotice(
  tx: Tx,
  orgId: string,
  estimateId: string,
  create: boolean,
  now: Date,
): Promise<VisitNoticeOutcome['outcome'] | null> {
  const pending = await lockPendingNotice(tx, orgId, estimateId);
  if (!pending && !create) return null;
  const today = await organizationToday(tx, orgId, now);
  const facts = await readVisitFacts(tx, orgId, estimateId, today);
  if (!facts) return null;
  const told = await lastToldNotice(tx, orgId, estimateId);
  // A day already past is no promise to take back: only a day still to come counts as told.
  const toldDay =
    told && told.kind !== 'visitCanceled' && told.visitDay && told.visitDay >= today ? told.visitDay : null;
  const notice = visitNoticeFor(toldDay, facts.nextDay);
  const address = emailAddressSchema.safeParse(facts.email);
  if (notice === null || !address.success) {
    if (pending) {
      await deleteMessage(tx, orgId, pending.id);
      await messageChanged(tx, orgId, pending.id, estimateId, now);
    }
    return notice === null ? 'nothing_to_tell' : 'no_email';
  }

  const company = await findOrganization(tx, orgId);
  if (!company) throw new Error(`organization ${orgId} vanished`);
  const words = visitMessage(await templateFor(tx, orgId, notice.kind), {
    company,
    customerName: facts.customerName,
    estimateNumber: formatEstimateNumber(facts.estimateNumber),
    siteAddress: facts.siteAddress,
    date: visitDayWords(notice.day),
  });
  const row = {
    kind: notice.kind,
    visitDay: notice.day,
    toAddress: address.data,
    subject: words.subject,
    bodyText: words.text,
    availableAt: new Date(now.getTime() + VISIT_NOTICE_DELAY_MS),
  };
  if (pending) {
    await rewritePendingNotice(tx, orgId, pending.id, row, now);
    await messageChanged(tx, orgId, pending.id, estimateId, now);
  } else {
    await queueMessage(
      tx,
      {
        orgId,
        id: randomUUID(),
        ...row,
        estimateId,
        invoiceId: null,
        attachment: null,
        attachmentName: null,
        createdAt: now,
        updatedAt: now,
      },
      now,
    );
  }
  return 'queued';
}

const distinctSorted = (ids: readonly string[]) => [...new Set(ids)].sort();

/**
 * After every journaled schedule action (place, move, remove, bump, reassign, emergency, a plan
 * accepted, an undo): in the same transaction, the touched jobs' notices follow the schedule.
 * Automatic queues one per job; ask and off only keep a notice already pending true (asked for, or
 * queued before the policy changed).
 */
export async function noticeScheduleChange(
  tx: Tx,
  orgId: string,
  estimateIds: readonly string[],
  now: Date,
): Promise<void> {
  if (estimateIds.length === 0) return;
  const org = await findOrganization(tx, orgId);
  if (!org) return;
  for (const estimateId of distinctSorted(estimateIds))
    await refreshNotice(tx, orgId, estimateId, org.visitNotices === 'automatic', now);
}

/** The jobs the board's actions changed (each still undoable, so still in the journal); an unknown one is a 404. */
async function jobsOfActions(tx: Tx, orgId: string, actionIds: readonly string[], now: Date): Promise<string[]> {
  const entries = await findLiveEntries(tx, orgId, [...new Set(actionIds)], now);
  if (entries.length !== new Set(actionIds).size) throw notFound('Action');
  return entries.flatMap((entry) => changedJobs(entry.changes));
}

/** POST /schedule/notices: the dispatcher asks for these jobs' customers to be told (policy ask or automatic). */
export async function tellCustomers(
  tx: Tx,
  orgId: string,
  asked: TellCustomers,
  now: Date,
): Promise<TellCustomersResult> {
  const jobs = distinctSorted(
    asked.actionIds ? await jobsOfActions(tx, orgId, asked.actionIds, now) : (asked.estimateIds ?? []),
  );
  if ((await countEstimates(tx, orgId, jobs)) !== jobs.length) throw notFound('Estimate');
  const org = await findOrganization(tx, orgId);
  if (!org) throw notFound('Organization');
  if (org.visitNotices === 'off')
    throw invalid('(body)', 'telling customers of their visits is off; turn it on in Settings first');
  const notices: VisitNoticeOutcome[] = [];
  for (const estimateId of jobs) {
    const outcome = await refreshNotice(tx, orgId, estimateId, true, now);
    if (outcome === null) throw new Error(`estimate ${estimateId} vanished`);
    notices.push({ estimateId, outcome });
  }
  return { notices };
}

/** GET /schedule/notices: the visits from `from` to `to` whose customer was told, for the board's marks. */
export async function readToldVisits(db: DbOrTx, orgId: string, from: string, to: string): Promise<ToldVisit[]> {
  const rows = await toldVisits(db, orgId, from, to);
  return rows.map((row) => ({
    estimateId: row.estimate_id,
    day: row.visit_day,
    toldAt: toIso(new Date(row.delivered_at)),
  }));
}
