import type { Day } from '../contract/common';

/** One crew's work on one day (docs/glossary.md); `crewId` null is the unassigned board of that day. */
export interface CrewDay {
  crewId: string | null;
  day: Day;
}
