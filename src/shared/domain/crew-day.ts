import type { Day } from '../contract/common';

/** One crew's work on one day (docs/glossary.md); `crewId` null is the unassigned board of that day. */
export interface CrewDay {
  crewId: string | null;
  day: Day;
}

/** Whether two references name the same crew-day. */
export const isSameCrewDay = (a: CrewDay, b: CrewDay) => a.crewId === b.crewId && a.day === b.day;
