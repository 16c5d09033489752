import { z } from 'zod';
import type { LatLng } from '../../../shared/domain/geo';
import { type TravelModel, TravelUnavailableError } from './travel-model';

const DEFAULT_TIMEOUT_MS = 5_000;

/** OSRM answers null for a pair it cannot route; that is a failure of the provider for our purpose. */
const matrixSchema = z.array(z.array(z.number()));

const tableAnswerSchema = z.looseObject({ code: z.literal('Ok'), durations: matrixSchema, distances: matrixSchema });

const routeAnswerSchema = z.looseObject({
  code: z.literal('Ok'),
  routes: z
    .array(
      z.looseObject({
        geometry: z.string(),
        legs: z.array(z.looseObject({ distance: z.number(), duration: z.number() })),
      }),
    )
    .min(1),
});

const coordinates = (points: readonly LatLng[]) =>
  points.map((point) => `${point.lng.toFixed(6)},${point.lat.toFixed(6)}`).join(';');

/**
 * An OSRM-compatible routing service (`/table/v1` and `/route/v1`, profile `driving`). A timeout,
 * a non-2xx status, a code other than Ok or an answer of the wrong shape throws
 * TravelUnavailableError so a caller can fall back.
 */
export function osrmTravel(baseUrl: string, options: { timeoutMs?: number; profile?: string } = {}): TravelModel {
  const base = baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const profile = options.profile ?? 'driving';

  async function ask<T>(
    service: 'table' | 'route',
    points: readonly LatLng[],
    query: Record<string, string>,
    schema: z.ZodType<T>,
  ): Promise<T> {
    const url = new URL(`${service}/v1/${profile}/${coordinates(points)}`, base);
    url.search = new URLSearchParams(query).toString();
    let body: unknown;
    try {
      const response = await fetch(url, {
        headers: { Accept: 'application/json' },
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!response.ok) throw new Error(`answered ${response.status}`);
      body = await response.json();
    } catch (error) {
      throw new TravelUnavailableError(`routing service at ${url.origin} failed: ${(error as Error).message}`, {
        cause: error,
      });
    }
    const parsed = schema.safeParse(body);
    if (!parsed.success)
      throw new TravelUnavailableError(`routing service at ${url.origin} sent an unexpected ${service} answer`);
    return parsed.data;
  }

  return {
    async table(points) {
      const answer = await ask('table', points, { annotations: 'duration,distance' }, tableAnswerSchema);
      const square = (matrix: number[][]) =>
        matrix.length === points.length && matrix.every((row) => row.length === points.length);
      if (!square(answer.durations) || !square(answer.distances))
        throw new TravelUnavailableError('routing service sent a table of the wrong size');
      return { durations: answer.durations, distances: answer.distances, fellBack: false };
    },
    async path(points) {
      const answer = await ask(
        'route',
        points,
        { overview: 'full', geometries: 'polyline', steps: 'false' },
        routeAnswerSchema,
      );
      const [best] = answer.routes;
      if (!best || best.legs.length !== points.length - 1)
        throw new TravelUnavailableError('routing service sent a route of the wrong length');
      return {
        legs: best.legs.map((leg) => ({ distanceMeters: leg.distance, durationSeconds: leg.duration })),
        encodedPolyline: best.geometry,
        fellBack: false,
      };
    },
  };
}
