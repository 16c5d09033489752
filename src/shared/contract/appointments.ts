import { z } from 'zod';
import { commaList, daySchema, listOf, uuidSchema } from './common';

/**
 * Estimate site visits (docs/decisions/scheduling.md "Scheduling"): the `appointment` kind of GET /schedule,
 * assigned to a user of the organization. Beyond api.md; see docs/decisions/.
 */

const MINUTES_PER_DAY = 1440;

export const appointmentSchema = z
  .object({
    id: uuidSchema,
    siteId: uuidSchema,
    estimateId: uuidSchema.nullable(),
    assigneeId: uuidSchema,
    date: daySchema,
    startMinutes: z
      .number()
      .int()
      .nullable()
      .meta({ description: 'minutes past midnight of the local day; null = any time' }),
    durationMinutes: z.number().int().nullable(),
    title: z.string(),
    note: z.string().nullable(),
    siteLabel: z.string().meta({ description: 'site nickname, otherwise its street' }),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
  })
  .meta({ id: 'Appointment' });
export type Appointment = z.infer<typeof appointmentSchema>;

export const createAppointmentSchema = z
  .strictObject({
    siteId: uuidSchema,
    estimateId: uuidSchema.nullable().optional(),
    assigneeId: uuidSchema.meta({ description: 'a user of the organization (GET /users)' }),
    date: daySchema,
    startMinutes: z
      .number()
      .int()
      .min(0)
      .max(MINUTES_PER_DAY - 1)
      .nullable()
      .optional(),
    durationMinutes: z.number().int().min(1).max(MINUTES_PER_DAY).nullable().optional(),
    title: z.string().trim().min(1).max(200),
    note: z.string().trim().max(2000).nullable().optional(),
  })
  .meta({ id: 'CreateAppointment' });
export type CreateAppointment = z.infer<typeof createAppointmentSchema>;

export const listAppointmentsQuerySchema = z.object({
  from: daySchema.optional().meta({ description: 'appointments on or after; default today, UTC' }),
  to: daySchema.optional().meta({ description: 'on or before, inclusive; omit for everything from `from` on' }),
  assigneeIds: commaList(uuidSchema).optional(),
});
export type ListAppointmentsQuery = z.infer<typeof listAppointmentsQuerySchema>;

export const appointmentListSchema = listOf(appointmentSchema);

/** Office and field staff, listed for the board's assignee filter. */
export const userSchema = z
  .object({ id: uuidSchema, name: z.string(), role: z.string().meta({ description: 'e.g. office, estimator, field' }) })
  .meta({ id: 'User' });
export type User = z.infer<typeof userSchema>;

export const userListSchema = listOf(userSchema);
