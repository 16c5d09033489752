import type { ScheduledWork } from '../../shared/contract/schedule';
import { formatEstimateNumber } from '../../shared/domain/document-numbers';
import type { PlacementWorkRow } from './board.repo';
import { workFigures } from './work-facts.sql';

/** api.md ScheduledWork: one placement with its work's facts. A placed estimate that is accepted reads `scheduled`. */
export function toScheduledWork(row: PlacementWorkRow): ScheduledWork {
  const figures = workFigures(row, true);
  return {
    scheduleId: row.schedule_id,
    estimateId: row.estimate_id,
    estimateNumber: formatEstimateNumber(row.estimate_number),
    estimateStatus: figures.status,
    scheduledDate: row.scheduled_date,
    serviceCategories: row.categories,
    districtIds: row.district_ids,
    sortOrder: row.sort_order,
    note: row.note,
    siteId: row.site_id,
    siteLabel: row.site_label,
    latitude: row.latitude,
    longitude: row.longitude,
    totalCents: figures.totalCents,
    plannedHours: row.planned_hours,
    crew: row.crew,
  };
}
