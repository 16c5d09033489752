import {
  estimateLineStatuses,
  type Estimate,
  type EstimateInvoice,
  type EstimateLine,
  type EstimateLineStatus,
} from '../../shared/contract/estimates';
import { formatEstimateNumber, formatInvoiceNumber } from '../../shared/domain/document-numbers';
import { estimateFlags } from '../../shared/domain/estimate-flags';
import { deriveEstimateStatus, isComplete, storedEstimateStatuses } from '../../shared/domain/estimate-status';
import { estimateTotals, lineAmountCents } from '../../shared/domain/estimate-totals';
import { storedEnum, toIso, toIsoOrNull } from '../db/sql-helpers';
import type { EstimateFacts, EstimateLineRow, EstimateRow, LiveInvoiceRow } from './estimates.repo';

export interface EstimateParts extends EstimateFacts {
  row: EstimateRow;
  /** Whether any placement exists (accepted work then reads `scheduled`). */
  placed: boolean;
  lines: EstimateLineRow[];
  /** Current catalog price of each item the lines name, by item id. */
  catalogPrices: ReadonlyMap<string, number>;
}

function toLine(row: EstimateLineRow, status: EstimateLineStatus): EstimateLine {
  return {
    id: row.id,
    lineNumber: row.lineNumber,
    description: row.description,
    coverage: row.coverage,
    quantity: row.quantity,
    unitPriceCents: row.unitPriceCents,
    amountCents: lineAmountCents(row.quantity, row.unitPriceCents),
    status,
    catalogItemId: row.catalogItemId,
    siteId: row.siteId,
    treeIds: row.treeIds,
    estimatedHours: row.estimatedHours,
    doneAt: toIsoOrNull(row.doneAt),
    doneBy: row.doneBy,
  };
}

const liveInvoiceStates = ['draft', 'posted'] as const;

function toEstimateInvoice(row: LiveInvoiceRow | null): EstimateInvoice | null {
  if (row === null) return null;
  return {
    id: row.id,
    number: row.number === null ? null : formatInvoiceNumber(row.number),
    state: storedEnum(liveInvoiceStates, row.state),
  };
}

/** The Estimate a client reads: status, totals and flags derived from the stored rows at `now`. */
export function toEstimate(
  { row, placed, lines, catalogPrices, siteLabel, customerName, liveInvoice }: EstimateParts,
  now: Date,
): Estimate {
  const statusedLines = lines.map((line) => ({ line, status: storedEnum(estimateLineStatuses, line.status) }));
  const lineStatuses = statusedLines.map((entry) => entry.status);
  const status = deriveEstimateStatus({
    stored: storedEnum(storedEstimateStatuses, row.status),
    complete: isComplete(lineStatuses),
    placed,
  });
  const totals = estimateTotals(lines);
  const flags = estimateFlags({
    status,
    customerId: row.customerId,
    unpricedCount: totals.unpricedCount,
    linePrices: lines.map((line) => ({
      unitPriceCents: line.unitPriceCents,
      catalogUnitPriceCents: line.catalogItemId === null ? null : (catalogPrices.get(line.catalogItemId) ?? null),
    })),
    expiresAtMs: row.expiresAt?.getTime() ?? null,
    nowMs: now.getTime(),
  });
  return {
    id: row.id,
    number: formatEstimateNumber(row.number),
    status,
    siteId: row.siteId,
    siteLabel,
    customerId: row.customerId,
    customerName,
    origin: row.origin,
    ...totals,
    narrative: row.narrative,
    flags,
    expiresAt: toIsoOrNull(row.expiresAt),
    sentAt: toIsoOrNull(row.sentAt),
    acceptedAt: toIsoOrNull(row.acceptedAt),
    sentTo: row.sentTo,
    sentHow: row.sentHow,
    declinedAt: toIsoOrNull(row.declinedAt),
    declinedReason: row.declinedReason,
    acceptedBy: row.acceptedByName === null ? null : { name: row.acceptedByName, ipAddress: row.acceptedFromIp },
    invoice: toEstimateInvoice(liveInvoice),
    lines: statusedLines.map((entry) => toLine(entry.line, entry.status)),
    createdAt: toIso(row.createdAt),
    updatedAt: toIso(row.updatedAt),
  };
}
