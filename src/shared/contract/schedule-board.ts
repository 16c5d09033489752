import { z } from 'zod';
import { appointmentSchema } from './appointments';
import { daySchema, uuidSchema } from './common';
import { crewRefSchema, scheduledWorkSchema, type ScheduledWork } from './scheduled-work';

/** A crew-day shown on the board: what its capacity bar and order-mode pin are drawn from. */
export const boardCrewDaySchema = z
  .object({
    crewId: uuidSchema.nullable().meta({ description: 'null = the unassigned (pencilled) board of that day' }),
    date: daySchema,
    orderMode: z
      .enum(['automatic', 'manual'])
      .meta({ description: 'manual = pinned by a person; the optimizer leaves it alone' }),
    controlVersion: z.number().int().meta({ description: 'send as expectedVersion when setting an order' }),
    bookedMinutes: z.number().int().meta({
      description: 'every placement of the day (filters aside); unestimated work counts the placeholder hours',
    }),
    dayLengthMinutes: z
      .number()
      .int()
      .meta({ description: "the crew's day end minus day start (defaults 7:00-15:00)" }),
    stops: z.number().int().meta({ description: 'placements on the day, filters aside' }),
  })
  .meta({ id: 'BoardCrewDay' });
export type BoardCrewDay = z.infer<typeof boardCrewDaySchema>;

export const scheduleBoardSchema = z
  .object({
    upcoming: z
      .array(scheduledWorkSchema)
      .meta({ description: 'placements from `from` to `to`, by day, then crew, then drive order' }),
    needsAttention: z.array(scheduledWorkSchema).meta({
      description:
        "live work whose last placement is before today (organization's day); that last placement; ignores from and to",
    }),
    appointments: z
      .array(appointmentSchema)
      .meta({ description: 'site visits (kind appointment) from `from` to `to`' }),
    crewDays: z
      .array(boardCrewDaySchema)
      .meta({ description: 'every crew-day holding an upcoming row, in the same order' }),
  })
  .meta({ id: 'ScheduleBoard' });
export type ScheduleBoard = z.infer<typeof scheduleBoardSchema>;

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
    work.customerName,
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
    customerName,
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
    customerName,
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
