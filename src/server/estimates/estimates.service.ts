import { randomUUID } from 'node:crypto';
import type { CatalogItem } from '../../shared/contract/catalog';
import type { FieldProblem } from '../../shared/contract/common';
import type { Site } from '../../shared/contract/sites';
import type {
  CreateEstimate,
  CreateEstimateLine,
  Estimate,
  EstimateLineStatus,
  MarkLinesDone,
  UpdateEstimateLine,
} from '../../shared/contract/estimates';
import {
  decideAccept,
  decideCancel,
  decideDecline,
  sendProblem,
  lineChangeProblem,
  linePriceProblem,
  lineStatusProblem,
} from '../../shared/domain/estimate-status';
import { findCatalogItemsByIds } from '../catalog/catalog.service';
import type { DbOrTx, Tx } from '../db/client';
import { nextCounterValue } from '../db/counters';
import { recordEvent } from '../events/events.service';
import { invalid, notFound, ValidationError } from '../http/app-error';
import { listTreesOfSite } from '../inventory/inventory.service';
import { findOrganization } from '../orgs/orgs.service';
import { getSite } from '../sites/sites.service';
import { toEstimate, type EstimateParts } from './estimate-view';
import {
  findEstimateFacts,
  findEstimateRow,
  insertEstimateWithLines,
  listLineRows,
  lockEstimateRow,
  markAccepted,
  markCanceled,
  markDeclined,
  markSent,
  type OnlineAcceptance,
  setLineFields,
  setLineStatus,
  type LineMarker,
  type NewEstimateLineRow,
} from './estimates.repo';

const MS_PER_DAY = 24 * 60 * 60 * 1000;

export const pricesOf = (items: readonly CatalogItem[]) => new Map(items.map((item) => [item.id, item.unitPriceCents]));

async function loadParts(db: DbOrTx, orgId: string, id: string, lock: boolean): Promise<EstimateParts> {
  if (lock && !(await lockEstimateRow(db, orgId, id))) throw notFound('Estimate');
  const found = await findEstimateRow(db, orgId, id);
  if (!found) throw notFound('Estimate');
  const lines = await listLineRows(db, orgId, id);
  const itemIds = lines.flatMap((line) => (line.catalogItemId === null ? [] : [line.catalogItemId]));
  return { ...found, lines, catalogPrices: pricesOf(await findCatalogItemsByIds(db, orgId, itemIds)) };
}

/** The estimate as clients read it at `now`; with `lock` its row stays locked for the caller's transaction. */
export async function getEstimate(db: DbOrTx, orgId: string, id: string, now: Date, lock = false): Promise<Estimate> {
  return toEstimate(await loadParts(db, orgId, id, lock), now);
}

/**
 * Every line's item must be the caller's (else 404, api.md 7), and priceable: not a bundle,
 * still active (else a problem on that line; the caller reports them with the others).
 */
async function catalogItemsOfLines(
  tx: Tx,
  orgId: string,
  lines: readonly CreateEstimateLine[],
): Promise<{ items: CatalogItem[]; problems: FieldProblem[] }> {
  const items = await findCatalogItemsByIds(
    tx,
    orgId,
    lines.map((line) => line.catalogItemId),
  );
  const byId = new Map(items.map((item) => [item.id, item]));
  const unknown = lines.find((line) => !byId.has(line.catalogItemId));
  if (unknown) throw notFound(`Catalog item ${unknown.catalogItemId}`);
  const problems = lines.flatMap((line, index) => {
    const item = byId.get(line.catalogItemId);
    const field = `lines.${index}.catalogItemId`;
    return [
      ...(item?.type === 'bundle'
        ? [{ field, problem: 'is a bundle; bundles cannot be put on an estimate line' }]
        : []),
      ...(item?.active === false ? [{ field, problem: 'is an inactive catalog item' }] : []),
    ];
  });
  return { items, problems };
}

/** A line's own facts; ids, numbering, status and times are the new draft's. */
type DraftLineFacts = Pick<
  NewEstimateLineRow,
  'description' | 'coverage' | 'quantity' | 'unitPriceCents' | 'catalogItemId' | 'siteId' | 'treeIds' | 'estimatedHours'
>;

/** A new draft of the site's: next JOB number, payer taken from the site, expiring by the org's validity. */
async function insertDraft(
  tx: Tx,
  orgId: string,
  draft: { site: Site; narrative: string | null; lines: readonly DraftLineFacts[] },
  catalogPrices: ReadonlyMap<string, number>,
  now: Date,
): Promise<Estimate> {
  const { site } = draft;
  const org = await findOrganization(tx, orgId);
  if (!org) throw new Error(`organization ${orgId} vanished`);
  // Taken last: the counter row stays locked until commit, so parallel creates wait only for the inserts.
  const number = await nextCounterValue(tx, orgId, 'estimate');
  const id = randomUUID();
  const { row, lines } = await insertEstimateWithLines(
    tx,
    {
      orgId,
      id,
      number,
      status: 'draft',
      siteId: site.id,
      customerId: site.customerId,
      origin: 'manual',
      narrative: draft.narrative,
      expiresAt: new Date(now.getTime() + org.estimateValidityDays * MS_PER_DAY),
      createdAt: now,
      updatedAt: now,
    },
    draft.lines.map((line, index) => ({
      ...line,
      orgId,
      id: randomUUID(),
      estimateId: id,
      lineNumber: index + 1,
      status: 'pending',
      createdAt: now,
      updatedAt: now,
    })),
  );
  const facts = await findEstimateFacts(tx, orgId, id);
  return toEstimate({ row, placed: false, lines, catalogPrices, ...facts }, now);
}

/**
 * Each line's trees, repeats collapsed; every tree named must be one of the site's (else a problem
 * on that line). Another organization's tree reads as any tree not at the site.
 */
async function treesOfLines(
  tx: Tx,
  orgId: string,
  siteId: string,
  lines: readonly CreateEstimateLine[],
): Promise<{ treeIds: string[][]; problems: FieldProblem[] }> {
  const treeIds = lines.map((line) => [...new Set(line.treeIds ?? [])]);
  if (treeIds.every((ids) => ids.length === 0)) return { treeIds, problems: [] };
  const atSite = new Set((await listTreesOfSite(tx, orgId, siteId)).map((tree) => tree.id));
  const problems = treeIds.flatMap((ids, index) =>
    ids.some((id) => !atSite.has(id))
      ? [{ field: `lines.${index}.treeIds`, problem: 'names a tree that is not at this site' }]
      : [],
  );
  return { treeIds, problems };
}

export async function createEstimate(tx: Tx, orgId: string, input: CreateEstimate, now: Date): Promise<Estimate> {
  const site = await getSite(tx, orgId, input.siteId);
  const { items, problems: itemProblems } = await catalogItemsOfLines(tx, orgId, input.lines);
  const { treeIds, problems: treeProblems } = await treesOfLines(tx, orgId, site.id, input.lines);
  // Every problem of every line at once (api.md), whichever check found it.
  if (itemProblems.length + treeProblems.length > 0) throw new ValidationError([...itemProblems, ...treeProblems]);
  const lines = input.lines.map((line, index) => ({
    description: line.description ?? null,
    coverage: null,
    quantity: line.quantity,
    unitPriceCents: line.unitPriceCents,
    catalogItemId: line.catalogItemId,
    siteId: null,
    treeIds: treeIds[index] ?? [],
    estimatedHours: line.estimatedHours ?? null,
  }));
  return insertDraft(tx, orgId, { site, narrative: null, lines }, pricesOf(items), now);
}

/**
 * A new draft with the estimate's site and lines as they are (prices as quoted then; the flags say
 * where the catalog moved since), whatever the original's state: last year's job quoted again.
 */
export async function duplicateEstimate(tx: Tx, orgId: string, id: string, now: Date): Promise<Estimate> {
  const original = await loadParts(tx, orgId, id, false);
  const lines = original.lines.map((line) => ({
    description: line.description,
    coverage: line.coverage,
    quantity: line.quantity,
    unitPriceCents: line.unitPriceCents,
    catalogItemId: line.catalogItemId,
    siteId: line.siteId,
    treeIds: line.treeIds,
    estimatedHours: line.estimatedHours,
  }));
  const site = await getSite(tx, orgId, original.row.siteId);
  const draft = { site, narrative: original.row.narrative, lines };
  return insertDraft(tx, orgId, draft, original.catalogPrices, now);
}

/** How a refusal names the invoice billing the work: its number, or a draft's plain words. */
const billedAs = (estimate: Estimate): string | null =>
  estimate.invoice === null ? null : (estimate.invoice.number ?? 'a draft invoice');

/**
 * Marks `lineIds` of the (locked) estimate `status`; when any line changed, the feed says the
 * estimate changed, with the status it now reads (`completed` once every line is done: the office's
 * list of work to bill reads it again at once). Answers the estimate as it now is.
 */
async function markLines(
  tx: Tx,
  orgId: string,
  estimate: Estimate,
  lineIds: readonly string[],
  status: EstimateLineStatus,
  marker: LineMarker,
  now: Date,
): Promise<Estimate> {
  const changed = await setLineStatus(tx, orgId, estimate.id, lineIds, status, marker, now);
  if (changed === 0) return estimate;
  const after = await getEstimate(tx, orgId, estimate.id, now);
  await recordEvent(
    tx,
    orgId,
    { type: 'estimate.changed', payload: { estimateId: after.id, status: after.status } },
    now,
  );
  return after;
}

/**
 * A line's hours or price (extension): hours while a draft, a price while a draft or, later, for a
 * line nobody priced; and its status, done or pending, on accepted work (never back to pending once
 * billed). Each refusal names its field, all at once (422); another estimate's line is 404. Marking a
 * line as it already is changes nothing.
 */
export async function updateLine(
  tx: Tx,
  orgId: string,
  estimateId: string,
  lineId: string,
  change: UpdateEstimateLine,
  marker: LineMarker,
  now: Date,
): Promise<Estimate> {
  const current = await getEstimate(tx, orgId, estimateId, now, true);
  const line = current.lines.find((candidate) => candidate.id === lineId);
  if (!line) throw notFound('Estimate line');
  const { status, ...fields } = change;
  const problems: FieldProblem[] = [];
  // Hours are refused on `status` as they always were (docs/decisions/): the estimate's state is the reason.
  const hoursProblem = fields.estimatedHours === undefined ? null : lineChangeProblem(current.status);
  if (hoursProblem) problems.push({ field: 'status', problem: hoursProblem });
  const priceProblem =
    fields.unitPriceCents === undefined ? null : linePriceProblem(current.status, line.unitPriceCents);
  if (priceProblem) problems.push({ field: 'unitPriceCents', problem: priceProblem });
  const statusProblem = status === undefined ? null : lineStatusProblem(current.status, billedAs(current), status);
  if (statusProblem) problems.push({ field: 'status', problem: statusProblem });
  if (problems.length > 0) throw new ValidationError(problems);
  if (fields.estimatedHours !== undefined || fields.unitPriceCents !== undefined)
    await setLineFields(tx, orgId, estimateId, lineId, fields, now);
  const changed = await getEstimate(tx, orgId, estimateId, now);
  return status === undefined ? changed : markLines(tx, orgId, changed, [lineId], status, marker, now);
}

/**
 * POST /estimates/{estimateId}/lines/done (extension): a whole stop's lines done at once, or the
 * ones named. A line not of this estimate is a 422 on its `lineIds` entry, every one at once; the
 * estimate's state as for one line (422 on `status`).
 */
export async function markLinesDone(
  tx: Tx,
  orgId: string,
  estimateId: string,
  input: MarkLinesDone,
  marker: LineMarker,
  now: Date,
): Promise<Estimate> {
  const current = await getEstimate(tx, orgId, estimateId, now, true);
  const known = new Set(current.lines.map((line) => line.id));
  const problems: FieldProblem[] = (input.lineIds ?? []).flatMap((id, index) =>
    known.has(id) ? [] : [{ field: `lineIds.${index}`, problem: `is not a line of ${current.number}` }],
  );
  const statusProblem = lineStatusProblem(current.status, billedAs(current), 'done');
  if (statusProblem) problems.push({ field: 'status', problem: statusProblem });
  if (problems.length > 0) throw new ValidationError(problems);
  return markLines(tx, orgId, current, input.lineIds ?? [...known], 'done', marker, now);
}

/**
 * api.md 3: draft or sent -> accepted; accepted again answers the same estimate; other states 422.
 * `online` names who accepted through the estimate's link (the public page); null in the office.
 */
export async function acceptEstimate(
  tx: Tx,
  orgId: string,
  id: string,
  now: Date,
  online: OnlineAcceptance | null = null,
): Promise<Estimate> {
  const parts = await loadParts(tx, orgId, id, true);
  const current = toEstimate(parts, now);
  const decision = decideAccept(current.status);
  if (decision.outcome === 'refused') throw invalid('status', decision.problem);
  if (decision.outcome === 'already_accepted') return current;
  await recordEvent(tx, orgId, { type: 'estimate.changed', payload: { estimateId: id, status: 'accepted' } }, now);
  return toEstimate({ ...parts, row: await markAccepted(tx, orgId, id, now, online) }, now);
}

/** Extension: draft or sent -> declined with the customer's reason; declined again unchanged; other states 422. */
export async function declineEstimate(
  tx: Tx,
  orgId: string,
  id: string,
  reason: string | null,
  now: Date,
): Promise<Estimate> {
  const parts = await loadParts(tx, orgId, id, true);
  const current = toEstimate(parts, now);
  const decision = decideDecline(current.status);
  if (decision.outcome === 'refused') throw invalid('status', decision.problem);
  if (decision.outcome === 'already_declined') return current;
  await recordEvent(tx, orgId, { type: 'estimate.changed', payload: { estimateId: id, status: 'declined' } }, now);
  return toEstimate({ ...parts, row: await markDeclined(tx, orgId, id, reason, now) }, now);
}

/**
 * Extension: the estimate reached its customer (e-mailed to `to`, or handed over when `to` is null):
 * a draft becomes sent; a later estimate keeps its status. Refused (422 on `status`) as sendProblem
 * says. The caller queues the e-mail in the same transaction, after this.
 */
export async function recordEstimateSent(
  tx: Tx,
  orgId: string,
  id: string,
  to: string | null,
  now: Date,
): Promise<Estimate> {
  const parts = await loadParts(tx, orgId, id, true);
  const current = toEstimate(parts, now);
  const problem = sendProblem(current.status, current.unpricedCount);
  if (problem) throw invalid('status', problem);
  const row = await markSent(
    tx,
    orgId,
    id,
    { to, how: to === null ? 'handed' : 'email', draft: current.status === 'draft' },
    now,
  );
  const sent = toEstimate({ ...parts, row }, now);
  await recordEvent(tx, orgId, { type: 'estimate.changed', payload: { estimateId: id, status: sent.status } }, now);
  return sent;
}

/** Extension: draft or sent -> canceled; canceled again answers the same estimate; other states 422. */
export async function cancelEstimate(tx: Tx, orgId: string, id: string, now: Date): Promise<Estimate> {
  const parts = await loadParts(tx, orgId, id, true);
  const current = toEstimate(parts, now);
  const decision = decideCancel(current.status);
  if (decision.outcome === 'refused') throw invalid('status', decision.problem);
  if (decision.outcome === 'already_canceled') return current;
  await recordEvent(tx, orgId, { type: 'estimate.changed', payload: { estimateId: id, status: 'canceled' } }, now);
  return toEstimate({ ...parts, row: await markCanceled(tx, orgId, id, now) }, now);
}
