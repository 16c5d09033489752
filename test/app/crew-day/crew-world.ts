import { act, screen, within } from '@testing-library/react';
import type { Route } from '../../../src/shared/contract/routes';
import { crewKeyScopes } from '../../../src/shared/contract/scopes';
import { insertNote, insertSite, insertTree, type SiteRow, type TreeRow } from '../../support/inventory-fixtures';
import { insertAcceptedWork, insertScheduleCatalog } from '../../support/schedule-fixtures';
import type { TestApp } from '../../support/test-app';
import { readRoute, routeWorld, runWorker, THU, type RouteWorld } from '../../server/routes/route-fixtures';

/*
 * A crew's world for the crew's day screens: Alder crew's Thursday (the test clock says Monday
 * 2026-03-02, so Thursday is the crew's next day with work) holds two jobs at two located sites,
 * planned by the route worker; a key bound to the crew, as the Crews screen makes it.
 */

export { THU };

export interface Job {
  estimateId: string;
  number: string;
  site: SiteRow;
  lineIds: string[];
}

export interface CrewWorld extends RouteWorld {
  crewKey: string;
  crewKeyId: string;
  jobs: [Job, Job];
  oak: TreeRow;
  route: Route;
}

export async function crewWorld(api: TestApp): Promise<CrewWorld> {
  const world = await routeWorld(api);
  const catalog = await insertScheduleCatalog(api.deps, world.org.id);
  const places = [
    { label: 'Hawthorne corner lot', street: '1200 SE Oak St', longitude: -122.6 },
    { label: 'Back lot', street: '44 NE Birch Ave', longitude: -122.5 },
  ];
  const jobs: Job[] = [];
  let oak: TreeRow | undefined;
  for (const [index, place] of places.entries()) {
    const site = await insertSite(api.deps, world.org.id, { ...place, latitude: 45.52 });
    const tree = await insertTree(api.deps, world.org.id, site.id, {
      commonName: index === 0 ? 'Oregon white oak' : 'Bigleaf maple',
      dbhInches: 18,
      speciesSource: 'user-confirmed',
    });
    oak ??= tree;
    const { estimate, lines } = await insertAcceptedWork(api.deps, world.org.id, site, {
      lines:
        index === 0
          ? [
              {
                catalogItemId: catalog.pruning.id,
                description: 'Prune the oak',
                treeIds: [tree.id],
                estimatedHours: 2,
              },
              { catalogItemId: catalog.removal.id, description: 'Haul the brush', estimatedHours: 1 },
            ]
          : [
              { catalogItemId: catalog.removal.id, description: 'Grind the stump', estimatedHours: 1 },
              { catalogItemId: catalog.pruning.id, description: 'Rake and clean up', estimatedHours: 1 },
            ],
    });
    const number = (await api.get(`/estimates/${estimate.id}`, { key: world.org.key })).body.data.number as string;
    jobs.push({ estimateId: estimate.id, number, site, lineIds: lines.map((line) => line.id) });
  }
  await insertNote(api.deps, world.org.id, jobs[0]!.site.id, { transcript: 'Dog in the back yard: close the gate.' });
  const placed = await api.post(
    '/schedule',
    { estimateIds: jobs.map((job) => job.estimateId), crewId: world.crew.id, scheduledDate: THU, note: null },
    { key: world.org.key },
  );
  if (placed.status !== 200) throw new Error(`placing: ${placed.text}`);
  await runWorker(api, world);
  const made = await api.post(
    '/keys',
    { name: 'Alder phone', crewId: world.crew.id, scopes: [...crewKeyScopes] },
    { key: world.org.key },
  );
  if (made.status !== 201) throw new Error(`making the crew key: ${made.text}`);
  return {
    ...world,
    crewKey: made.body.data.key,
    crewKeyId: made.body.data.id,
    jobs: jobs as [Job, Job],
    oak: oak!,
    route: await readRoute(api, world),
  };
}

/** A stop of the day, found by its site's name. */
export const stopOf = async (label: string) =>
  (await screen.findByRole('heading', { level: 2, name: new RegExp(label) })).closest('article')!;

export const stopText = async (label: string) => within(await stopOf(label));

/** What the browser says about its network, and the event it fires when that changes. */
export function setOnline(online: boolean): void {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}
