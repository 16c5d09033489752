import polyline from '@mapbox/polyline';
import { distanceMeters, type LatLng } from '../../src/shared/domain/geo';
import { startLoopbackServer } from './loopback-server';

/*
 * A stand-in for an OSRM server on 127.0.0.1, port 0, speaking its JSON for `table` and `route`.
 * Its roads are its own (straight line x 1.5 at 10 m/s, with a corner between every two points),
 * so a test can tell its answers from the offline model's. Closed after the test file.
 */

export const FAKE_ROAD_FACTOR = 1.5;
export const FAKE_SPEED_METERS_PER_SECOND = 10;

export type FakeOsrmMode = 'ok' | 'server_error' | 'no_route' | 'garbage';

export interface FakeOsrm {
  url: string;
  /** Paths of every request received (`/table/v1/driving/...`), newest last. */
  requests: URL[];
  mode(next: FakeOsrmMode): void;
  /** Answers wait until the returned function is called; resolves `arrived` when the first request is in. */
  hold(): { arrived: Promise<void>; release: () => void };
}

const parsePoints = (path: string): LatLng[] =>
  (path.split('/').at(-1) ?? '').split(';').map((pair) => {
    const [lng, lat] = pair.split(',').map(Number) as [number, number];
    return { lat, lng };
  });

const roadMeters = (a: LatLng, b: LatLng) => distanceMeters(a, b) * FAKE_ROAD_FACTOR;

/** The fake's geometry: each leg turns at the corner (from.lat, to.lng). */
export function fakeRoadGeometry(points: readonly LatLng[]): string {
  const path: [number, number][] = [];
  points.forEach((point, index) => {
    const previous = points[index - 1];
    if (previous) path.push([previous.lat, point.lng]);
    path.push([point.lat, point.lng]);
  });
  return polyline.encode(path, 5);
}

function answer(url: URL): { status: number; body: unknown } {
  const points = parsePoints(url.pathname);
  if (url.pathname.startsWith('/osrm/table/v1/driving/')) {
    const distances = points.map((from) => points.map((to) => roadMeters(from, to)));
    return {
      status: 200,
      body: {
        code: 'Ok',
        distances,
        durations: distances.map((row) => row.map((m) => m / FAKE_SPEED_METERS_PER_SECOND)),
      },
    };
  }
  if (url.pathname.startsWith('/osrm/route/v1/driving/')) {
    const legs = points.slice(1).map((to, index) => {
      const distance = roadMeters(points[index] as LatLng, to);
      return { distance, duration: distance / FAKE_SPEED_METERS_PER_SECOND, steps: [], summary: '' };
    });
    return { status: 200, body: { code: 'Ok', routes: [{ geometry: fakeRoadGeometry(points), legs }], waypoints: [] } };
  }
  return { status: 404, body: { code: 'InvalidUrl', message: 'unknown service' } };
}

export async function startFakeOsrm(): Promise<FakeOsrm> {
  const requests: URL[] = [];
  let mode: FakeOsrmMode = 'ok';
  let gate: Promise<void> = Promise.resolve();
  let onArrival: (() => void) | undefined;

  const origin = await startLoopbackServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    requests.push(url);
    onArrival?.();
    onArrival = undefined;
    void gate.then(() => {
      if (res.destroyed) return;
      const reply =
        mode === 'server_error'
          ? { status: 500, body: { code: 'InternalError' } }
          : mode === 'no_route'
            ? { status: 400, body: { code: 'NoRoute', message: 'Impossible route between points' } }
            : mode === 'garbage'
              ? { status: 200, body: { code: 'Ok', durations: [[null]] } }
              : answer(url);
      res.writeHead(reply.status, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(reply.body));
    });
  });

  return {
    url: `${origin}/osrm`,
    requests,
    mode(next) {
      mode = next;
    },
    hold() {
      let release = () => undefined as void;
      gate = new Promise<void>((resolve) => {
        release = resolve;
      });
      const arrived = new Promise<void>((resolve) => {
        onArrival = resolve;
      });
      return {
        arrived,
        release: () => {
          release();
          gate = Promise.resolve();
        },
      };
    },
  };
}
