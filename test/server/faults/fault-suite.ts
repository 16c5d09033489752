import { afterAll, beforeAll } from 'vitest';
import { onPostgres } from '../../support/test-database';
import { faultDatabase, type FaultDatabase } from './fault-database';
import { seedFaultWorld, type FaultWorld } from './fault-world';

export interface FaultSuite {
  fault: FaultDatabase;
  world: FaultWorld;
}

/**
 * The calling file's own database and world, set up before its tests (on PostgreSQL only) and
 * dropped after them. Call it at the top level of the file: vitest ignores hooks registered from
 * inside another hook.
 */
export function faultSuite(lanes: number): FaultSuite {
  let fault: FaultDatabase | undefined;
  let world: FaultWorld | undefined;
  beforeAll(async () => {
    if (!onPostgres()) return;
    fault = await faultDatabase();
    world = await seedFaultWorld(fault.database, lanes);
  });
  afterAll(async () => {
    await fault?.dispose();
  });
  const ready = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('the fault suite is set up on PostgreSQL only, before the tests');
    return value;
  };
  return {
    get fault() {
      return ready(fault);
    },
    get world() {
      return ready(world);
    },
  };
}
