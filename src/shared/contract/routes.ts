import { z } from 'zod';
import { commaList, daySchema, MAX_LIST_ITEMS, spanProblem, timestampSchema, uuidSchema } from './common';

/** api.md "Route (a crew's day)", route status and order-mode tables, "Routes" endpoints. */

export const routeStatuses = [
  'not_configured',
  'not_needed',
  'pending',
  'optimizing',
  'ready',
  'needs_attention',
  'failed',
  'stale',
  'frozen',
  // Beyond api.md (docs/decisions/routes.md): a pinned day whose drive times are measured for the dispatcher's order.
  'pinned',
] as const;
export const routeStatusSchema = z.enum(routeStatuses);
export type RouteStatus = z.infer<typeof routeStatusSchema>;

export const orderModes = ['automatic', 'manual'] as const;
export type OrderMode = (typeof orderModes)[number];
export const orderSources = ['optimized', 'manual', 'schedule'] as const;
export type OrderSource = (typeof orderSources)[number];

/** The path segment that names the unassigned (pencilled) board instead of a crew id. */
export const UNASSIGNED_BOARD = 'unassigned';

export const routeParamsSchema = z.object({
  crewId: z
    .union([uuidSchema, z.literal(UNASSIGNED_BOARD)])
    .meta({ description: `a crew id, or \`${UNASSIGNED_BOARD}\` for the day's pencilled work with no crew` }),
  date: daySchema,
});
export type RouteParams = z.infer<typeof routeParamsSchema>;

export const routeEndSchema = z.object({
  type: z.enum(['origin', 'stop']),
  label: z.string().nullable(),
  scheduleId: uuidSchema.nullable(),
});
export type RouteEnd = z.infer<typeof routeEndSchema>;

export const routeLegSchema = z.object({
  from: routeEndSchema,
  to: routeEndSchema,
  distanceMeters: z.number(),
  driveDurationSeconds: z.number(),
});
export type RouteLeg = z.infer<typeof routeLegSchema>;

export const routeGeometrySchema = z.object({ encodedPolyline: z.string(), precision: z.number().int() });
export type RouteGeometry = z.infer<typeof routeGeometrySchema>;

export const routeOriginSchema = z.object({ label: z.string(), lat: z.number(), lng: z.number() });

export const routeIssueCodes = ['missing_coordinate', 'multi_location', 'provider_unavailable'] as const;
export const routeIssueSchema = z.object({ code: z.enum(routeIssueCodes), scheduleId: uuidSchema.nullable() });
export type RouteIssue = z.infer<typeof routeIssueSchema>;

export const routeSchema = z
  .object({
    crewId: uuidSchema.nullable().meta({ description: `null for the unassigned board (path \`${UNASSIGNED_BOARD}\`)` }),
    date: daySchema,
    status: routeStatusSchema,
    optimizedAt: timestampSchema
      .nullable()
      .meta({ description: "when the current plan was made; null when the day's order has no current plan" }),
    distanceMeters: z.number().nullable(),
    driveDurationSeconds: z.number().nullable(),
    orderMode: z.enum(orderModes),
    orderSource: z.enum(orderSources),
    controlVersion: z.number().int().meta({ description: 'send as expectedVersion when setting an order' }),
    orderedScheduleIds: z.array(uuidSchema).meta({ description: 'every placement of the day, in drive order' }),
    legs: z
      .array(routeLegSchema)
      .meta({ description: 'the current plan from the origin back to it; empty without one' }),
    geometry: routeGeometrySchema.nullable(),
    origin: routeOriginSchema.nullable(),
    issues: z.array(routeIssueSchema),
    failureReason: z
      .string()
      .nullable()
      .meta({ description: 'why the last optimization failed, while the status is failed' }),
  })
  .meta({ id: 'Route' });
export type Route = z.infer<typeof routeSchema>;

/** Any integer: one that is not the day's controlVersion is stale, a 409 (api.md), 0 and negatives included. */
const expectedVersionSchema = z.number().int().meta({ description: 'the controlVersion read' });

export const setRouteOrderSchema = z
  .strictObject({
    expectedVersion: expectedVersionSchema,
    orderedScheduleIds: z
      .array(uuidSchema)
      .max(MAX_LIST_ITEMS)
      .meta({ description: 'every placement of the day, each once, in the desired order' }),
  })
  .meta({ id: 'SetRouteOrder' });
export type SetRouteOrder = z.infer<typeof setRouteOrderSchema>;

export const automaticOrderSchema = z
  .strictObject({ expectedVersion: expectedVersionSchema })
  .meta({ id: 'AutomaticOrder' });
export type AutomaticOrder = z.infer<typeof automaticOrderSchema>;

export const routeOrderResultSchema = z
  .object({ orderMode: z.enum(orderModes), controlVersion: z.number().int(), orderedScheduleIds: z.array(uuidSchema) })
  .meta({ id: 'RouteOrderResult' });
export type RouteOrderResult = z.infer<typeof routeOrderResultSchema>;

export const optimizeResultSchema = z.object({ status: z.literal('pending') }).meta({ id: 'OptimizeResult' });

/** What the optimizer stores with a day (the plan of one control version), as kept in the database. */
export interface StoredRoutePlan {
  orderedScheduleIds: string[];
  legs: RouteLeg[];
  distanceMeters: number;
  driveDurationSeconds: number;
  geometry: RouteGeometry | null;
  /** Issues of the run itself (provider_unavailable); the day's own issues are read live. */
  issues: RouteIssue[];
}

/** The longest range GET /routes answers for (a month of the board): `to` at most this many days after `from`. */
export const MAX_ROUTE_STATUS_RANGE_DAYS = 31;

export const routeStatusQuerySchema = z
  .object({
    from: daySchema,
    to: daySchema,
    crewIds: commaList(uuidSchema)
      .optional()
      .meta({ description: 'only these crews (the unassigned board is left out)' }),
  })
  .superRefine((query, ctx) => {
    const problem = spanProblem(query.from, query.to, MAX_ROUTE_STATUS_RANGE_DAYS);
    if (problem) ctx.addIssue({ code: 'custom', path: ['to'], message: problem });
  });
export type RouteStatusQuery = z.infer<typeof routeStatusQuerySchema>;

export const routeStatusItemSchema = z
  .object({
    crewId: uuidSchema.nullable().meta({ description: 'null for the unassigned board' }),
    date: daySchema,
    status: routeStatusSchema,
    orderMode: z.enum(orderModes),
    controlVersion: z.number().int().meta({ description: 'send as expectedVersion when setting an order' }),
    driveDurationSeconds: z.number().int().nullable().meta({
      description: "the day's driving time from its current plan (the route's driveDurationSeconds); null without one",
    }),
  })
  .meta({ id: 'RouteStatusItem' });
export type RouteStatusItem = z.infer<typeof routeStatusItemSchema>;

export const routeStatusListSchema = z
  .object({
    items: z
      .array(routeStatusItemSchema)
      .meta({ description: 'every crew-day with placements or a route, by day then crew' }),
  })
  .meta({ id: 'RouteStatusList' });
export type RouteStatusList = z.infer<typeof routeStatusListSchema>;
