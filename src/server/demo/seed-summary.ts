import type { Day } from '../../shared/contract/common';
import { financialStatuses, invoiceStates, type FinancialStatus } from '../../shared/contract/invoices';
import { projectInvoice } from '../../shared/domain/invoice-status';
import { storedEnum } from '../db/sql-helpers';
import type { CrewMemberRow, CrewRow } from './crews.seed';
import type { EstimateRow } from './estimates.seed';
import type { LineRow } from './estimate-lines.seed';
import { groupBy } from './group-by';
import type { OfficeWork } from './office-work.seed';
import type { DemoSize } from './seed-profile';
import type { SiteRow } from './sites.seed';

export const estimateStatuses = ['draft', 'sent', 'accepted', 'declined', 'canceled'] as const;
type EstimateStatus = (typeof estimateStatuses)[number];

/** What demo:seed prints: how much of everything was made, and how long it took. */
export interface SeedSummary {
  orgId: string;
  size: DemoSize;
  crews: number;
  archivedCrews: number;
  crewMembers: number;
  customers: number;
  sites: number;
  unlocatedSites: number;
  trees: number;
  photos: number;
  photoFiles: number;
  notes: number;
  catalogItems: number;
  estimates: number;
  estimatesByStatus: Record<EstimateStatus, number>;
  completedEstimates: number;
  estimateLines: number;
  unpricedLines: number;
  estimateNumbers: { first: number; last: number };
  programEstimates: number;
  districts: number;
  siteDistricts: number;
  users: number;
  appointments: number;
  placements: number;
  /** Crew-days with work (unassigned boards included), one route row each. */
  crewDays: number;
  pinnedCrewDays: number;
  pencilledPlacements: number;
  startedStops: number;
  timeEntries: number;
  unscheduledJobs: number;
  invoices: number;
  invoicesByStatus: Record<FinancialStatus, number>;
  invoiceNumbers: { first: number; last: number } | null;
  invoicePayments: number;
  durationMs: number;
}

export interface SeededRows {
  crews: readonly CrewRow[];
  crewMembers: readonly CrewMemberRow[];
  customers: number;
  sites: readonly SiteRow[];
  trees: number;
  photos: number;
  photoFiles: number;
  notes: number;
  catalogItems: number;
  estimates: readonly EstimateRow[];
  lines: readonly LineRow[];
  firstNumber: number;
  programEstimates: number;
  districts: number;
  siteDistricts: number;
  users: number;
  work: OfficeWork;
  /** The organization's local day the invoices' statuses are read on. */
  today: Day;
}

function invoiceFigures(work: OfficeWork, today: Day) {
  const paid = new Map<string, number>();
  for (const payment of work.invoices.payments)
    paid.set(payment.invoiceId, (paid.get(payment.invoiceId) ?? 0) + payment.amountCents);
  const byStatus = Object.fromEntries(financialStatuses.map((status) => [status, 0])) as Record<
    FinancialStatus,
    number
  >;
  for (const invoice of work.invoices.invoices) {
    const state = storedEnum(invoiceStates, invoice.state);
    byStatus[
      projectInvoice(
        { state, totalCents: invoice.totalCents, paidCents: paid.get(invoice.id) ?? 0, dueDate: invoice.dueDate },
        today,
      ).financialStatus
    ] += 1;
  }
  const numbers = work.invoices.invoices.flatMap((invoice) => (invoice.number == null ? [] : [invoice.number]));
  return {
    invoices: work.invoices.invoices.length,
    invoicesByStatus: byStatus,
    invoiceNumbers: numbers.length > 0 ? { first: Math.min(...numbers), last: Math.max(...numbers) } : null,
    invoicePayments: work.invoices.payments.length,
  };
}

export function summarize(orgId: string, size: DemoSize, rows: SeededRows, durationMs: number): SeedSummary {
  const linesByEstimate = groupBy(rows.lines, (line) => line.estimateId);
  const estimatesByStatus = Object.fromEntries(estimateStatuses.map((status) => [status, 0])) as Record<
    EstimateStatus,
    number
  >;
  for (const estimate of rows.estimates) estimatesByStatus[estimate.status as EstimateStatus] += 1;
  const isComplete = (estimate: EstimateRow) =>
    estimate.status === 'accepted' && (linesByEstimate.get(estimate.id) ?? []).every((line) => line.status === 'done');
  return {
    orgId,
    size,
    crews: rows.crews.length,
    archivedCrews: rows.crews.filter((crew) => crew.active === false).length,
    crewMembers: rows.crewMembers.length,
    customers: rows.customers,
    sites: rows.sites.length,
    unlocatedSites: rows.sites.filter((site) => site.latitude === null).length,
    trees: rows.trees,
    photos: rows.photos,
    photoFiles: rows.photoFiles,
    notes: rows.notes,
    catalogItems: rows.catalogItems,
    estimates: rows.estimates.length,
    estimatesByStatus,
    completedEstimates: rows.estimates.filter(isComplete).length,
    estimateLines: rows.lines.length,
    unpricedLines: rows.lines.filter((line) => line.unitPriceCents === null).length,
    estimateNumbers: { first: rows.firstNumber, last: rows.firstNumber + rows.estimates.length - 1 },
    programEstimates: rows.programEstimates,
    districts: rows.districts,
    siteDistricts: rows.siteDistricts,
    users: rows.users,
    appointments: rows.work.appointments.length,
    placements: rows.work.placements.length,
    crewDays: rows.work.routes.length,
    pinnedCrewDays: rows.work.routes.filter((route) => route.orderMode === 'manual').length,
    pencilledPlacements: rows.work.placements.filter((placement) => placement.crewId === null).length,
    startedStops: new Set(rows.work.timeEntries.map((entry) => entry.placementId)).size,
    timeEntries: rows.work.timeEntries.length,
    unscheduledJobs: rows.work.unscheduledJobs,
    ...invoiceFigures(rows.work, rows.today),
    durationMs,
  };
}
