import { randomUUID } from 'node:crypto';
import type { CatalogItem } from '../../shared/contract/catalog';
import type { CreateEstimate, CreateEstimateLine, Estimate } from '../../shared/contract/estimates';
import { decideAccept } from '../../shared/domain/estimate-status';
import { findCatalogItemsByIds } from '../catalog/catalog.service';
import type { DbOrTx, Tx } from '../db/client';
import { nextCounterValue } from '../db/counters';
import { recordEvent } from '../events/events.service';
import { invalid, notFound, ValidationError } from '../http/app-error';
import { findOrganization } from '../orgs/orgs.service';
import { getSite } from '../sites/sites.service';
import { toEstimate, type EstimateParts } from './estimate-view';
import {
  findEstimateNames,
  findEstimateRow,
  insertEstimateWithLines,
  listLineRows,
  markAccepted,
} from './estimates.repo';

const MS_PER_DAY = 24 * 60 * 60 * 1000;

export const pricesOf = (items: readonly CatalogItem[]) => new Map(items.map((item) => [item.id, item.unitPriceCents]));

async function loadParts(db: DbOrTx, orgId: string, id: string, lock: boolean): Promise<EstimateParts> {
  const found = await findEstimateRow(db, orgId, id, lock);
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
 * still active (else 422 on that line, all lines at once).
 */
async function catalogItemsOfLines(
  tx: Tx,
  orgId: string,
  lines: readonly CreateEstimateLine[],
): Promise<CatalogItem[]> {
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
  if (problems.length > 0) throw new ValidationError(problems);
  return items;
}

export async function createEstimate(tx: Tx, orgId: string, input: CreateEstimate, now: Date): Promise<Estimate> {
  const site = await getSite(tx, orgId, input.siteId);
  const items = await catalogItemsOfLines(tx, orgId, input.lines);
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
      expiresAt: new Date(now.getTime() + org.estimateValidityDays * MS_PER_DAY),
      createdAt: now,
      updatedAt: now,
    },
    input.lines.map((line, index) => ({
      orgId,
      id: randomUUID(),
      estimateId: id,
      lineNumber: index + 1,
      description: line.description ?? null,
      quantity: line.quantity,
      unitPriceCents: line.unitPriceCents,
      status: 'pending',
      catalogItemId: line.catalogItemId,
      estimatedHours: line.estimatedHours ?? null,
      createdAt: now,
      updatedAt: now,
    })),
  );
  const names = await findEstimateNames(tx, orgId, id);
  return toEstimate({ row, placed: false, lines, catalogPrices: pricesOf(items), ...names }, now);
}

/** api.md 3: draft or sent -> accepted; accepted again answers the same estimate; other states 422. */
export async function acceptEstimate(tx: Tx, orgId: string, id: string, now: Date): Promise<Estimate> {
  const parts = await loadParts(tx, orgId, id, true);
  const current = toEstimate(parts, now);
  const decision = decideAccept(current.status);
  if (decision.outcome === 'refused') throw invalid('status', decision.problem);
  if (decision.outcome === 'already_accepted') return current;
  await recordEvent(tx, orgId, { type: 'estimate.changed', payload: { estimateId: id, status: 'accepted' } }, now);
  return toEstimate({ ...parts, row: await markAccepted(tx, orgId, id, now) }, now);
}
