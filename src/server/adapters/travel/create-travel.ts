import { greatCircleTravel } from './great-circle-travel';
import { osrmTravel } from './osrm-travel';
import type { TravelModel } from './travel-model';

/** Asks `primary`; when it fails, the offline model answers and the result says it fell back. */
export function withOfflineFallback(primary: TravelModel, fallback: TravelModel = greatCircleTravel): TravelModel {
  async function attempt<T extends { fellBack: boolean }>(ask: (model: TravelModel) => Promise<T>): Promise<T> {
    try {
      return await ask(primary);
    } catch (error) {
      console.warn(`${(error as Error).message}; using the offline travel model`);
      return { ...(await ask(fallback)), fellBack: true };
    }
  }
  return {
    table: (points) => attempt((model) => model.table(points)),
    path: (points) => attempt((model) => model.path(points)),
  };
}

/** The offline great-circle model by default; with OSRM_URL that service, the offline model behind it. */
export function createTravelModel(config: { osrmUrl?: string | undefined }): TravelModel {
  return config.osrmUrl ? withOfflineFallback(osrmTravel(config.osrmUrl)) : greatCircleTravel;
}
