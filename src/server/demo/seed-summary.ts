import type { CrewMemberRow, CrewRow } from './crews.seed';
import type { EstimateRow } from './estimates.seed';
import type { LineRow } from './estimate-lines.seed';
import { groupBy } from './group-by';
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
}

export function summarize(orgId: string, size: DemoSize, rows: SeededRows, durationMs: number): SeedSummary {
  const linesByEstimate = groupBy(rows.lines, (line) => line.estimateId);
  const estimatesByStatus = Object.fromEntries(estimateStatuses.map((status) => [status, 0])) as Record<EstimateStatus, number>;
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
    durationMs,
  };
}
