import { z } from 'zod';
import { appointmentSchema } from './appointments';
import { uuidSchema } from './common';
import {
  boardCrewDaySchema,
  crewRefSchema,
  scheduledWorkSchema,
  type ScheduleBoard,
  type ScheduledWork,
} from './schedule';

/*
 * Extension GET /schedule/board: GET /schedule as the board reads it. Each placement is a row of
 * ScheduledWork's values in its field order, its crew by id, and each crew shown is listed once:
 * the two-week board of 200 crews is ~40 % smaller than GET /schedule's (field names and the crew
 * object were most of every card), and every reader turns it back into ScheduleBoard with
 * `boardOfRows`.
 */

const work = scheduledWorkSchema.shape;

export const scheduledWorkRowSchema = z
  .tuple([
    work.scheduleId,
    work.estimateId,
    work.estimateNumber,
    work.estimateStatus,
    work.scheduledDate,
    work.serviceCategories,
    work.districtIds,
    work.sortOrder,
    work.note,
    work.siteId,
    work.siteLabel,
    work.latitude,
    work.longitude,
    work.totalCents,
    work.plannedHours,
    work.lineItemId,
    uuidSchema.nullable(),
    work.jobDay,
  ])
  .meta({
    id: 'ScheduledWorkRow',
    description:
      'ScheduledWork as values in its field order (scheduleId ... lineItemId), then crewId (null: the unassigned board), then jobDay; the crew is in `crews`',
  });
export type ScheduledWorkRow = z.infer<typeof scheduledWorkRowSchema>;

export const scheduleBoardRowsSchema = z
  .object({
    upcoming: z.array(scheduledWorkRowSchema).meta({ description: 'as GET /schedule upcoming' }),
    needsAttention: z.array(scheduledWorkRowSchema).meta({ description: 'as GET /schedule needsAttention' }),
    appointments: z.array(appointmentSchema),
    crewDays: z.array(boardCrewDaySchema),
    crews: z.array(crewRefSchema).meta({ description: 'every crew a row names, once' }),
  })
  .meta({ id: 'ScheduleBoardRows' });
export type ScheduleBoardRows = z.infer<typeof scheduleBoardRowsSchema>;

/** GET /schedule/board's answer as GET /schedule gives it. */
export function boardOfRows(board: ScheduleBoardRows): ScheduleBoard {
  const crews = new Map(board.crews.map((crew) => [crew.id, crew]));
  const crewOf = (crewId: string) => {
    const crew = crews.get(crewId);
    if (!crew) throw new Error(`the board names crew ${crewId} without listing it`);
    return crew;
  };
  const workOf = ([
    scheduleId,
    estimateId,
    estimateNumber,
    estimateStatus,
    scheduledDate,
    serviceCategories,
    districtIds,
    sortOrder,
    note,
    siteId,
    siteLabel,
    latitude,
    longitude,
    totalCents,
    plannedHours,
    lineItemId,
    crewId,
    jobDay,
  ]: ScheduledWorkRow): ScheduledWork => ({
    scheduleId,
    estimateId,
    estimateNumber,
    estimateStatus,
    scheduledDate,
    serviceCategories,
    districtIds,
    sortOrder,
    note,
    siteId,
    siteLabel,
    latitude,
    longitude,
    totalCents,
    plannedHours,
    lineItemId,
    crew: crewId === null ? null : crewOf(crewId),
    jobDay,
  });
  return {
    upcoming: board.upcoming.map(workOf),
    needsAttention: board.needsAttention.map(workOf),
    appointments: board.appointments,
    crewDays: board.crewDays,
  };
}
