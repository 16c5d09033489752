import { routeParamsSchema, type RouteParams } from '../../shared/contract/routes';

/**
 * A crew-day in one search parameter, `<crewId|unassigned>:<YYYY-MM-DD>` (the board's `?route=`),
 * so a link opens the board with that day's route under review.
 */
export function parseRouteDay(value: string | null): RouteParams | null {
  if (!value) return null;
  const split = value.lastIndexOf(':');
  const parsed = routeParamsSchema.safeParse({ crewId: value.slice(0, split), date: value.slice(split + 1) });
  return split > 0 && parsed.success ? parsed.data : null;
}

export const formatRouteDay = ({ crewId, date }: RouteParams) => `${crewId}:${date}`;
