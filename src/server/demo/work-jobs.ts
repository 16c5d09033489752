import type { Day } from '../../shared/contract/common';
import type { EstimateLineStatus } from '../../shared/contract/estimates';
import { isComplete } from '../../shared/domain/estimate-status';
import { estimateTotals } from '../../shared/domain/estimate-totals';
import type { LatLng } from '../../shared/domain/geo';
import { todayIn } from '../../shared/domain/working-days';
import type { EstimateRow } from './estimates.seed';
import type { LineRow } from './estimate-lines.seed';
import type { SiteRow } from './sites.seed';

/** Accepted work waiting for the crews, started (some lines done) or finished (every line done). */
export type JobStage = 'waiting' | 'under_way' | 'complete';

/** An accepted estimate as the dispatcher plans it. */
export interface Job {
  estimateId: string;
  position: LatLng | null;
  acceptedDay: Day;
  acceptedAt: Date;
  stage: JobStage;
  /** Sum of the lines' hours; null when nobody estimated the work (never zero). */
  estimatedHours: number | null;
  /** Hours of the lines already done; null when unestimated. */
  doneHours: number | null;
  expectedDays: number | null;
}

/** What the domain's totals read from seeded lines. */
export const lineFigures = (lines: readonly LineRow[]) =>
  lines.map((line) => ({
    quantity: line.quantity,
    unitPriceCents: line.unitPriceCents ?? null,
    estimatedHours: line.estimatedHours ?? null,
  }));

export const lineStatuses = (lines: readonly LineRow[]): EstimateLineStatus[] =>
  lines.map((line) => (line.status === 'done' ? 'done' : 'pending'));

function stageOf(lines: readonly LineRow[]): JobStage {
  if (isComplete(lineStatuses(lines))) return 'complete';
  return lines.some((line) => line.status === 'done') ? 'under_way' : 'waiting';
}

/** Every accepted estimate as a job, in the order given. */
export function acceptedJobs(
  estimates: readonly EstimateRow[],
  linesByEstimate: ReadonlyMap<string, LineRow[]>,
  sitesById: ReadonlyMap<string, SiteRow>,
  timeZone: string,
): Job[] {
  return estimates.flatMap((estimate) => {
    if (estimate.status !== 'accepted' || !estimate.acceptedAt) return [];
    const lines = linesByEstimate.get(estimate.id) ?? [];
    const site = sitesById.get(estimate.siteId);
    const located = site && site.latitude != null && site.longitude != null;
    return [
      {
        estimateId: estimate.id,
        position: located ? { lat: site.latitude as number, lng: site.longitude as number } : null,
        acceptedDay: todayIn(timeZone, estimate.acceptedAt),
        acceptedAt: estimate.acceptedAt,
        stage: stageOf(lines),
        estimatedHours: estimateTotals(lineFigures(lines)).estimatedHours,
        doneHours: estimateTotals(lineFigures(lines.filter((line) => line.status === 'done'))).estimatedHours,
        expectedDays: estimate.expectedDays ?? null,
      },
    ];
  });
}
