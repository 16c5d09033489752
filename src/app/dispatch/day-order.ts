import { UNASSIGNED_BOARD } from '../../shared/contract/routes';
import type { CrewDay } from '../../shared/domain/crew-day';

/** The path values of a crew-day's route (`/routes/{crewId}/{date}`). */
export const routeOf = (crewDay: CrewDay) => ({ crewId: crewDay.crewId ?? UNASSIGNED_BOARD, date: crewDay.day });
