import { randomUUID } from 'node:crypto';
import { placementIdFor } from '../../src/server/schedule/placement-id';
import type { Random } from '../../src/server/demo/prng';
import { routeOrderResultSchema, routeSchema } from '../../src/shared/contract/routes';
import { bumpResultSchema } from '../../src/shared/contract/bump';
import { fitResultSchema } from '../../src/shared/contract/fit';
import {
  placementRecordSchema,
  placeWorkResultSchema,
  removePlacementResultSchema,
  type PlaceWork,
} from '../../src/shared/contract/placements';
import { unscheduledPageSchema, type UnscheduledRow } from '../../src/shared/contract/unscheduled';
import { type ScheduleBoard } from '../../src/shared/contract/schedule-board';
import type { Day } from '../../src/shared/contract/common';
import type { DispatcherClient } from './load-mix-client';
import type { PlacementLedger } from './load-mix-verify';

/** What every dispatcher sees alike: the board's window and the queue filters they rotate through. */
export interface DispatchWorld {
  today: Day;
  /** The last day of the two-week board. */
  boardTo: Day;
  /** Working days a placement may be moved to. */
  moveDays: readonly Day[];
  queueFilters: readonly string[];
}

export interface Dispatcher {
  client: DispatcherClient;
  random: Random;
  /** The crews this dispatcher runs; neighbours share a few, so their writes meet on some crew-days. */
  crewIds: readonly string[];
}

/** Own placements kept on the board at most; older ones are taken off again so the queue never runs dry. */
const MAX_OWN_PLACEMENTS = 5;
/** The whole organization's two weeks (~2.8 MB on the large org) now and then; otherwise the dispatcher's own crews. */
const FULL_BOARD_EVERY = 8;
const BUMP_SHARE = 0.05;

/**
 * One dispatcher's working loop until `deadline`: read the board and the queue, rank where a
 * queued job fits, place it (some partly), move a placement, set a day's drive order from its
 * controlVersion (a 409 when someone changed the day first is an expected outcome), now and then
 * bump a day, and take old own placements off so the queue keeps work.
 */
export async function runDispatcher(
  dispatcher: Dispatcher,
  world: DispatchWorld,
  ledger: PlacementLedger,
  deadline: number,
): Promise<void> {
  const { client, random } = dispatcher;
  const mine = new Set(dispatcher.crewIds);
  const crewList = dispatcher.crewIds.join(',');
  const own: { scheduleId: string; estimateId: string }[] = [];

  for (let loop = 0; performance.now() < deadline; loop++) {
    const everyone = loop % FULL_BOARD_EVERY === 0;
    const board = await client.read<ScheduleBoard>(
      everyone ? 'board 2w (all crews)' : 'board 2w (own crews)',
      `/schedule?from=${world.today}&to=${world.boardTo}${everyone ? '' : `&crewIds=${crewList}`}`,
    );
    const filter = random.pick(world.queueFilters);
    let queue = await client.read('queue', `/schedule/unscheduled?limit=50${filter}`, unscheduledPageSchema);
    if (queue.data?.items.length === 0)
      queue = await client.read('queue', '/schedule/unscheduled?limit=50', unscheduledPageSchema);
    const items = queue.data?.items ?? [];
    if (items.length > 0) await fitAndPlace(dispatcher, world, ledger, random.pick(items), crewList, own);

    const work = (board.data?.upcoming ?? []).filter((row) => row.crew !== null && mine.has(row.crew.id));
    if (work.length > 0) {
      const row = random.pick(work);
      const crewId = random.chance(0.3) ? random.pick(dispatcher.crewIds) : undefined;
      const moved = await client.write(
        'move',
        'PATCH',
        `/estimates/${row.estimateId}/schedule/${row.scheduleId}`,
        { scheduledDate: random.pick(world.moveDays), ...(crewId && { crewId }) },
        placementRecordSchema,
      );
      if (moved.data) ledger.reported.add(moved.data.scheduleId);
    }

    const days = (board.data?.crewDays ?? []).filter(
      (day) => day.crewId !== null && mine.has(day.crewId) && day.stops >= 2,
    );
    if (days.length > 0) {
      const day = random.pick(days);
      await setDayOrder(dispatcher, `${day.crewId}/${day.date}`);
      if (random.chance(BUMP_SHARE)) {
        await client.write(
          'bump',
          'POST',
          '/schedule/bump',
          { crewId: day.crewId, fromDate: day.date, days: 1 },
          bumpResultSchema,
        );
      }
    }

    while (own.length > MAX_OWN_PLACEMENTS) {
      const oldest = own.shift();
      if (!oldest) break;
      const removed = await client.write(
        'remove',
        'DELETE',
        `/estimates/${oldest.estimateId}/schedule/${oldest.scheduleId}`,
        undefined,
        removePlacementResultSchema,
      );
      if (removed.data) ledger.removed.add(oldest.scheduleId);
    }
  }
}

/** Fit for the row on the dispatcher's crews, then place it on the best day (at most 4 hours of it, so big jobs stay queued). */
async function fitAndPlace(
  { client, random }: Dispatcher,
  world: DispatchWorld,
  ledger: PlacementLedger,
  row: UnscheduledRow,
  crewList: string,
  own: { scheduleId: string; estimateId: string }[],
): Promise<void> {
  const near = row.latitude !== null && row.longitude !== null ? `&lat=${row.latitude}&lng=${row.longitude}` : '';
  const fit = await client.read(
    'fit',
    `/schedule/fit?estimateIds=${row.estimateId}&from=${world.today}&days=10&crewIds=${crewList}${near}`,
    fitResultSchema,
  );
  const fits = fit.data?.fits ?? [];
  // Mostly the best-ranked day, sometimes another fitting one, as a person weighing the list would.
  const fitting = fits.filter((candidate) => candidate.fits);
  const choice = random.chance(0.7)
    ? (fitting[0] ?? fits[0])
    : random.pick(fitting.length > 0 ? fitting : fits.length > 0 ? fits : [undefined]);
  if (!choice) return;
  const body: PlaceWork = {
    estimateIds: [row.estimateId],
    crewId: choice.crewId,
    scheduledDate: choice.date,
    ...(row.remainingHours !== null && row.remainingHours > 4 && { plannedHours: 4 }),
    // A program's due round is placed as that round (its other lines may all be done).
    ...(row.dueRound && { lineItemId: row.dueRound.lineItemId }),
  };
  const key = randomUUID();
  const placed = await client.write('place', 'POST', '/schedule', body, placeWorkResultSchema, key);
  for (const item of placed.data?.items ?? []) {
    if (item.status !== 'placed') continue;
    const scheduleId = placementIdFor(key, item.estimateId);
    ledger.placed(scheduleId);
    own.push({ scheduleId, estimateId: item.estimateId });
  }
}

/** Reads the day's route for its controlVersion and sends the reverse order under it. */
async function setDayOrder({ client }: Dispatcher, crewDay: string): Promise<void> {
  const route = await client.read('route read', `/routes/${crewDay}`, routeSchema);
  if (!route.data || route.data.orderedScheduleIds.length < 2) return;
  await client.write(
    'order',
    'POST',
    `/routes/${crewDay}/order`,
    { expectedVersion: route.data.controlVersion, orderedScheduleIds: [...route.data.orderedScheduleIds].reverse() },
    routeOrderResultSchema,
  );
}
