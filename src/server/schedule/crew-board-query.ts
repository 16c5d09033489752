import type { Day } from '../../shared/contract/common';
import { scheduleKinds, type ScheduleQuery } from '../../shared/contract/schedule-query';
import type { CrewReach } from '../keys/crew-reach';

const later = (a: Day | undefined, b: Day): Day => (a !== undefined && a > b ? a : b);
const earlier = (a: Day | undefined, b: Day): Day => (a !== undefined && a < b ? a : b);

/**
 * A crew key's GET /schedule (and its rows): the query narrowed to the crew's reach
 * (docs/decisions/crews.md "Crew keys"), so the board's one statement and its read cache serve it
 * as they serve any other query. Its crew only: `crewId` and `crewIds` are met together, so naming
 * another crew reads nothing. Its reached days only, late work too: `scheduledFrom`/`scheduledTo`
 * hold every placement shown to them (a range left empty reads nothing). No appointments: they are
 * the office's site visits.
 */
export function crewBoardQuery(query: ScheduleQuery, reach: CrewReach): ScheduleQuery {
  return {
    ...query,
    crewId: query.crewId ?? reach.crewId,
    crewIds: query.crewIds ?? [reach.crewId],
    kinds: (query.kinds ?? scheduleKinds).filter((kind) => kind !== 'appointment'),
    scheduledFrom: later(query.scheduledFrom, reach.from),
    scheduledTo: earlier(query.scheduledTo, reach.to),
  };
}
