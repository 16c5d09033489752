import type { ScheduledWork } from '../../src/shared/contract/scheduled-work';

/** A board row as GET /schedule answers one, for the pure board rules: only its id, order, day and crew vary. */
export function scheduledWorkRow(
  scheduleId: string,
  sortOrder: number,
  date: string,
  crew: ScheduledWork['crew'],
): ScheduledWork {
  return {
    scheduleId,
    estimateId: `e-${scheduleId}`,
    estimateNumber: `JOB-${scheduleId}`,
    estimateStatus: 'scheduled',
    scheduledDate: date,
    serviceCategories: [],
    districtIds: [],
    sortOrder,
    note: null,
    siteId: 's',
    siteLabel: 'Site',
    customerName: null,
    latitude: null,
    longitude: null,
    totalCents: 0,
    plannedHours: 2,
    lineItemId: null,
    crew,
    jobDay: null,
  };
}
