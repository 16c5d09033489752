import polyline from '@mapbox/polyline';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTravelModel } from '../../../src/server/adapters/travel/create-travel';
import { greatCircleTravel } from '../../../src/server/adapters/travel/great-circle-travel';
import { osrmTravel } from '../../../src/server/adapters/travel/osrm-travel';
import { TravelUnavailableError, type TravelModel } from '../../../src/server/adapters/travel/travel-model';
import { distanceMeters } from '../../../src/shared/domain/geo';
import {
  FAKE_ROAD_FACTOR,
  FAKE_SPEED_METERS_PER_SECOND,
  fakeRoadGeometry,
  startFakeOsrm,
  type FakeOsrm,
} from '../../support/fake-osrm';
import { startTestApp, type TestApp } from '../../support/test-app';
import { DEPOT, EAST, placeStops, readRoute, routeWorld, runWorker } from './route-fixtures';

let api: TestApp;
let osrm: FakeOsrm;
let travel: TravelModel;

beforeAll(async () => {
  api = await startTestApp();
  osrm = await startFakeOsrm();
  travel = createTravelModel({ osrmUrl: osrm.url });
});

beforeEach(() => {
  osrm.mode('ok');
});

const [A, B, C] = EAST as [(typeof EAST)[0], (typeof EAST)[0], (typeof EAST)[0]];

describe('routes over an OSRM-compatible service (OSRM_URL)', () => {
  it("plans with the service's table and stores its legs and road geometry", async () => {
    const world = await routeWorld(api);
    await placeStops(api, world, [C, A, B]);
    const asked = osrm.requests.length;

    expect(await runWorker(api, world, travel)).toEqual(['stored']);
    const route = await readRoute(api, world);
    expect(route).toMatchObject({ status: 'ready', issues: [] });

    const [table, path] = osrm.requests.slice(asked);
    expect(table?.pathname).toBe(
      `/osrm/table/v1/driving/${[DEPOT, C, A, B].map((p) => `${p.lng.toFixed(6)},${p.lat.toFixed(6)}`).join(';')}`,
    );
    expect(table?.searchParams.get('annotations')).toBe('duration,distance');
    expect(path?.pathname.startsWith('/osrm/route/v1/driving/')).toBe(true);
    expect(path?.searchParams.get('geometries')).toBe('polyline');

    // The trip as the service drew it, stop order included.
    expect(route.legs.at(-1)!.to).toEqual({ type: 'origin', label: DEPOT.label, scheduleId: null });
    const located = [DEPOT, A, B, C, DEPOT];
    const driven = route.legs[0]!.to.label === 'Stop 2' ? located : [...located].reverse();
    expect(route.geometry).toEqual({ encodedPolyline: fakeRoadGeometry(driven), precision: 5 });
    const firstLeg = distanceMeters(driven[0]!, driven[1]!) * FAKE_ROAD_FACTOR;
    expect(route.legs[0]!.distanceMeters).toBe(Math.round(firstLeg));
    expect(route.legs[0]!.driveDurationSeconds).toBe(Math.round(firstLeg / FAKE_SPEED_METERS_PER_SECOND));
  });

  for (const mode of ['server_error', 'no_route', 'garbage'] as const) {
    it(`falls back to the offline model when the service fails (${mode}) and says so: provider_unavailable`, async () => {
      const world = await routeWorld(api);
      await placeStops(api, world, [C, A, B]);
      osrm.mode(mode);

      expect(await runWorker(api, world, travel)).toEqual(['stored']);
      const route = await readRoute(api, world);
      expect(route.status).toBe('needs_attention');
      expect(route.issues).toEqual([{ code: 'provider_unavailable', scheduleId: null }]);
      // Straight lines between the stops: the offline geometry.
      expect(polyline.decode(route.geometry!.encodedPolyline, 5)).toHaveLength(5);
      const firstLeg = route.legs[0]!;
      const to = firstLeg.to.label === 'Stop 2' ? A : C;
      expect(firstLeg.distanceMeters).toBe(Math.round(distanceMeters(DEPOT, to) * 1.3));
    });
  }

  it('recovers once the service answers again', async () => {
    const world = await routeWorld(api);
    await placeStops(api, world, [C, A, B]);
    osrm.mode('server_error');
    await runWorker(api, world, travel);
    expect((await readRoute(api, world)).status).toBe('needs_attention');

    osrm.mode('ok');
    await api.contract.post('/routes/{crewId}/{date}/optimize', {
      path: { crewId: world.crew.id, date: '2026-03-05' },
      key: world.org.key,
    });
    await runWorker(api, world, travel);
    expect(await readRoute(api, world)).toMatchObject({ status: 'ready', issues: [] });
  });
});

describe('travel adapters', () => {
  it('osrmTravel throws TravelUnavailableError when the service fails or times out', async () => {
    osrm.mode('server_error');
    await expect(osrmTravel(osrm.url).table([DEPOT, A])).rejects.toBeInstanceOf(TravelUnavailableError);
    osrm.mode('ok');
    const held = osrm.hold();
    const slow = osrmTravel(osrm.url, { timeoutMs: 50 }).path([DEPOT, A]);
    await expect(slow).rejects.toBeInstanceOf(TravelUnavailableError);
    held.release();
  });

  it('without OSRM_URL the offline great-circle model answers: 1.3 x the straight line at 40 km/h', async () => {
    const model = createTravelModel({});
    expect(model).toBe(greatCircleTravel);
    const { distances, durations, fellBack } = await model.table([DEPOT, A]);
    const straight = distanceMeters(DEPOT, A);
    expect(fellBack).toBe(false);
    expect(distances[0]![1]).toBeCloseTo(straight * 1.3, 6);
    expect(durations[0]![1]).toBeCloseTo((straight * 1.3) / (40_000 / 3600), 6);
    expect(distances[1]![1]).toBe(0);
  });
});
