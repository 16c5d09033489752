import { z } from 'zod';
import { daySchema, uuidSchema } from './common';

/**
 * The change feed (GET /events, docs/decisions/scheduling.md "Change feed"): Server-Sent Events whose `event:` is
 * the type below and whose `data:` is the payload as JSON; `id:` is the sequence a reconnecting
 * client sends back as Last-Event-ID. Payloads carry just enough to refetch the narrowest data.
 */

/**
 * Extension: the crew-day's `controlVersion` once the change is made, the version a route's order and a plan's
 * Accept are guarded by (a client holding an older one knows the day moved on; one holding this one knows it did
 * not). Absent on events recorded before it was added.
 */
const controlVersionSchema = z.number().int().optional();

const crewDaySchema = z.object({ crewId: uuidSchema.nullable(), day: daySchema, controlVersion: controlVersionSchema });

export const changeEventSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('placement.changed'),
    payload: z.object({ crewDays: z.array(crewDaySchema), estimateIds: z.array(uuidSchema) }),
  }),
  z.object({
    type: z.literal('route.changed'),
    payload: z.object({
      crewId: uuidSchema.nullable(),
      day: daySchema,
      status: z.string().optional(),
      controlVersion: controlVersionSchema,
    }),
  }),
  z.object({ type: z.literal('estimate.changed'), payload: z.object({ estimateId: uuidSchema, status: z.string() }) }),
  z.object({ type: z.literal('district.created'), payload: z.object({ districtId: uuidSchema }) }),
  // Extensions: a renamed, reshaped or deleted district changes the district filters and the queue's districtIds.
  z.object({ type: z.literal('district.changed'), payload: z.object({ districtId: uuidSchema }) }),
  z.object({ type: z.literal('district.deleted'), payload: z.object({ districtId: uuidSchema }) }),
  // Extension (issue 44): what a crew does changed (PATCH /crews): fit, the board's drop and the planner read it.
  z.object({ type: z.literal('crew.changed'), payload: z.object({ crewId: uuidSchema }) }),
  // Extension: a site placed by hand moves the queue's located rows and may change their districts.
  z.object({ type: z.literal('site.moved'), payload: z.object({ siteId: uuidSchema }) }),
  // Extension: a message was queued, delivered, or is waiting again or failed (the Outbox).
  z.object({
    type: z.literal('message.changed'),
    payload: z.object({
      messageId: uuidSchema,
      estimateId: uuidSchema.nullable(),
      invoiceId: uuidSchema.nullable(),
      status: z.string(),
    }),
  }),
  z.object({
    type: z.literal('appointment.created'),
    payload: z.object({ appointmentId: uuidSchema, day: daySchema }),
  }),
]);
export type ChangeEvent = z.infer<typeof changeEventSchema>;

/** An event id as sent in `id:` (and returned as Last-Event-ID). */
export const eventIdSchema = z.string().regex(/^[A-Za-z0-9_-]{1,100}$/, 'must be an event id from the feed');

export const eventsQuerySchema = z.object({
  lastEventId: eventIdSchema.optional().meta({
    description: 'resume after this event, for clients that cannot send the Last-Event-ID header (the header wins)',
  }),
});

export const eventsHeadersSchema = z.object({ 'last-event-id': eventIdSchema.optional() });
