import type { Day } from '../../shared/contract/common';
import { isComplete } from '../../shared/domain/estimate-status';
import { estimateTotals } from '../../shared/domain/estimate-totals';
import { openDueRound, type ProgramLine } from '../../shared/domain/program-rounds';
import { remainingHours, roundHours } from '../../shared/domain/work-hours';
import { todayIn } from '../../shared/domain/working-days';
import type { CatalogRow } from './catalog.seed';
import type { PlacementRow } from './crew-day-board';
import type { EstimateRow } from './estimates.seed';
import type { LineRow } from './estimate-lines.seed';
import { groupBy } from './group-by';
import { lineFigures, lineStatuses } from './work-jobs';

export interface UnscheduledInputs {
  today: Day;
  timeZone: string;
  estimates: readonly EstimateRow[];
  linesByEstimate: ReadonlyMap<string, LineRow[]>;
  placements: readonly PlacementRow[];
  catalog: readonly CatalogRow[];
}

/**
 * How many estimates the unscheduled queue lists after the seed, by the design rules: live work with
 * hours still unplaced (or unestimated and never placed), plus program work whose next round's
 * window is open. A done program line counts its rounds from the work's last day, else from acceptance.
 */
export function countUnscheduled(inputs: UnscheduledInputs): number {
  const placementsByEstimate = groupBy(inputs.placements, (row) => row.estimateId);
  const renewal = new Map(inputs.catalog.map((item) => [item.id, item.renewalIntervalMonths ?? null]));
  return inputs.estimates.filter((estimate) => {
    if (estimate.status !== 'accepted' || !estimate.acceptedAt) return false;
    const lines = inputs.linesByEstimate.get(estimate.id) ?? [];
    const placed = placementsByEstimate.get(estimate.id) ?? [];
    const acceptedDay = todayIn(inputs.timeZone, estimate.acceptedAt);
    const lastDay = placed
      .map((row) => row.scheduledDate)
      .sort()
      .at(-1);
    const programLines: ProgramLine[] = lines.flatMap((line) => {
      const interval = line.catalogItemId ? renewal.get(line.catalogItemId) : null;
      if (!interval) return [];
      return [
        {
          lineItemId: line.id as string,
          renewalIntervalMonths: interval,
          anchorDay: line.status === 'done' ? (lastDay ?? acceptedDay) : acceptedDay,
          coveredRounds: 0,
          estimatedHours: line.estimatedHours ?? null,
        },
      ];
    });
    if (openDueRound(programLines, inputs.today)) return true;
    if (isComplete(lineStatuses(lines))) return false;
    const estimated = estimateTotals(lineFigures(lines)).estimatedHours;
    if (estimated === null) return placed.length === 0;
    const placedHours = roundHours(placed.reduce((sum, row) => sum + (row.plannedHours ?? 0), 0));
    return (remainingHours(estimated, placedHours) ?? 0) > 0;
  }).length;
}
