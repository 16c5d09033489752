import type { timeEntries } from '../db/schema';
import type { PlacementRow } from './crew-day-board';
import type { CrewMemberRow } from './crews.seed';
import { groupBy } from './group-by';
import type { SeedContext } from './seed-profile';
import { localMoment, type SeedWindow } from './seed-window';

export type TimeEntryRow = typeof timeEntries.$inferInsert;

/** When the crews that started today clocked in, local time. */
const CLOCK_IN_MINUTES = 7 * 60 + 10;

/**
 * A few crews are on today's first stop: every member clocked in at 7:10 and not out yet, so
 * reassigning or interrupting that day leaves the stop where it is (`already_started`). Nothing
 * before 7:10 or on a day off.
 */
export function generateTimeEntries(
  context: SeedContext,
  inputs: { window: SeedWindow; placements: readonly PlacementRow[]; members: readonly CrewMemberRow[] },
): TimeEntryRow[] {
  const { window } = inputs;
  const clockIn = localMoment(window.today, CLOCK_IN_MINUTES, window.timeZone);
  if (window.futureDays[0] !== window.today || clockIn > context.now) return [];
  const firstStops = inputs.placements.flatMap(({ id, crewId, scheduledDate, sortOrder }) =>
    crewId && scheduledDate === window.today && sortOrder === 1 ? [{ id, crewId }] : [],
  );
  const membersByCrew = groupBy(inputs.members, (member) => member.crewId);
  return context.random.sample(firstStops, context.profile.startedCrews).flatMap((stop) =>
    (membersByCrew.get(stop.crewId) ?? []).map((member) => ({
      orgId: context.orgId,
      id: context.newId(),
      placementId: stop.id,
      crewMemberId: member.id,
      clockInAt: clockIn,
      clockOutAt: null,
      createdAt: clockIn,
    })),
  );
}
