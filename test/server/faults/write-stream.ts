import { estimateSchema } from '../../../src/shared/contract/estimates';
import { routeSchema } from '../../../src/shared/contract/routes';
import { estimateBody, type FaultWorld } from './fault-world';
import { Unanswered, type Answer, type RecordingClient } from './recording-client';

/*
 * The stream of writes a busy office sends, as chains: two estimates of three lines each, both
 * accepted, both placed on one crew-day; on an "ordered" day the dispatcher then sets the drive
 * order. "Optimized" days lie ahead (automatic, unfrozen: placing queues a route job); "ordered"
 * days lie in the past (always frozen: no job, so the order's expectedVersion cannot be moved by
 * the optimizer under the chain). Each chain has a day of its own.
 */

export type DayKind = 'optimized' | 'ordered';

export interface Chain {
  day: string;
  kind: DayKind;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/** The nth chain's crew-day: alternately 40+ days ahead and 40+ days back. */
export function chainOf(index: number, now: number): Chain {
  const offset = 40 + Math.floor(index / 2);
  return index % 2 === 0
    ? { day: isoDay(now + offset * DAY_MS), kind: 'optimized' }
    : { day: isoDay(now - offset * DAY_MS), kind: 'ordered' };
}

function expectOk(answer: Answer, what: string): unknown {
  if (answer.status >= 300) throw new Error(`${what} answered ${answer.status}: ${answer.text}`);
  return answer.body?.data;
}

async function runChain(
  client: RecordingClient,
  apiUrl: string,
  key: string,
  world: FaultWorld,
  chain: Chain,
  index: number,
) {
  const ids: string[] = [];
  for (const stop of [0, 1]) {
    const site = world.sites[(index + stop * 2) % world.sites.length];
    if (!site) throw new Error('no site');
    const created = await client.write(
      apiUrl,
      key,
      `create ${chain.day}/${stop}`,
      'POST',
      '/estimates',
      estimateBody(world, site),
    );
    ids.push(estimateSchema.parse(expectOk(created, 'POST /estimates')).id);
  }
  for (const id of ids)
    expectOk(await client.write(apiUrl, key, `accept ${id}`, 'POST', `/estimates/${id}/accept`), 'accept');
  const placeBody = { estimateIds: ids, crewId: world.crew.id, scheduledDate: chain.day };
  expectOk(await client.write(apiUrl, key, `place ${chain.day}`, 'POST', '/schedule', placeBody), 'POST /schedule');
  if (chain.kind !== 'ordered') return;
  const routePath = `/routes/${world.crew.id}/${chain.day}`;
  const route = routeSchema.parse(expectOk(await client.read(apiUrl, key, routePath), 'GET route'));
  const orderBody = {
    expectedVersion: route.controlVersion,
    orderedScheduleIds: [...route.orderedScheduleIds].reverse(),
  };
  expectOk(
    await client.write(apiUrl, key, `order ${chain.day}`, 'POST', `${routePath}/order`, orderBody),
    'POST order',
  );
}

/**
 * Runs `lanes` clients side by side, each taking the next chain when its last one ends, until the
 * connection breaks (the server died). Returns the chains started; any other failure is thrown.
 */
export async function streamWrites(
  client: RecordingClient,
  apiUrl: string,
  world: FaultWorld,
  now: number,
): Promise<Chain[]> {
  const chains: Chain[] = [];
  let broken = false;
  const lane = async (key: string) => {
    while (!broken) {
      const index = chains.length;
      const chain = chainOf(index, now);
      chains.push(chain);
      try {
        await runChain(client, apiUrl, key, world, chain, index);
      } catch (error) {
        if (!(error instanceof Unanswered)) throw error;
        broken = true;
      }
    }
  };
  await Promise.all(world.keys.map(lane));
  return chains;
}
