import type { Crew } from '../../shared/contract/crews';
import type { BoardCrewDay } from '../../shared/contract/schedule-board';
import type { CrewDayTarget } from '../../shared/domain/board-placements';
import type { CrewDay } from '../../shared/domain/crew-day';

/** A crew-day target by crew id (null = no crew), with the crew as the board draws it. */
export function crewTarget(crews: readonly Crew[], crewId: string | null, date: string): CrewDayTarget {
  const crew = crews.find((candidate) => candidate.id === crewId);
  return {
    crewId,
    day: date,
    crew: crew ? { id: crew.id, name: crew.name, color: crew.color, isArchived: !crew.active } : null,
  };
}

/** The board's read of a crew-day (order mode, version, capacity); absent when the day holds nothing. */
export function findCrewDay(crewDays: readonly BoardCrewDay[], ref: CrewDay): BoardCrewDay | undefined {
  return crewDays.find((day) => day.crewId === ref.crewId && day.date === ref.day);
}
