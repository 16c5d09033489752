import { waitFor } from '@testing-library/react';
import { vi } from 'vitest';
import { greatCircleTravel } from '../../../src/server/adapters/travel/great-circle-travel';
import { runPendingJobs } from '../../../src/server/worker/route-worker';
import type { DistanceUnit } from '../../../src/shared/contract/org';
import type { Route } from '../../../src/shared/contract/routes';
import type { ScheduledWork } from '../../../src/shared/contract/scheduled-work';
import { insertSite } from '../../support/inventory-fixtures';
import {
  insertAcceptedWork,
  insertCrew,
  insertPlacement,
  insertScheduleCatalog,
  type CrewRow,
  type ScheduleCatalog,
} from '../../support/schedule-fixtures';
import type { TestApp, TestOrg } from '../../support/test-app';

/*
 * A dispatcher's world for the board's component tests: an organization with a depot, two crews
 * (Alder above Birch: the board sorts crews by name) and a catalog. The test clock says Monday
 * 2026-03-02; the board is opened on the next working week.
 */

export const MONDAY = '2026-03-09';
export const TUESDAY = '2026-03-10';
export const DEPOT = { label: 'Yard', lat: 45.52, lng: -122.68 };

export interface BoardWorld {
  api: TestApp;
  org: TestOrg;
  alder: CrewRow;
  birch: CrewRow;
  catalog: ScheduleCatalog;
}

export async function boardWorld(api: TestApp, options: { distanceUnit?: DistanceUnit } = {}): Promise<BoardWorld> {
  const org = await api.newOrg({ origin: DEPOT, ...options });
  const alder = await insertCrew(api.deps, org.id, { name: 'Alder crew', color: '#2e7d32' });
  const birch = await insertCrew(api.deps, org.id, { name: 'Birch crew', color: '#1565c0' });
  return { api, org, alder, birch, catalog: await insertScheduleCatalog(api.deps, org.id) };
}

/** Accepted work at its own located site, with its number as the board shows it. */
export async function acceptedJob(world: BoardWorld, lng = -122.6) {
  const site = await insertSite(world.api.deps, world.org.id, {
    label: `Site ${lng}`,
    latitude: 45.52,
    longitude: lng,
  });
  const { estimate } = await insertAcceptedWork(world.api.deps, world.org.id, site, {
    lines: [{ catalogItemId: world.catalog.pruning.id, estimatedHours: 2 }],
  });
  const number = (await world.api.get(`/estimates/${estimate.id}`, { key: world.org.key })).body.data.number as string;
  return { estimateId: estimate.id, number };
}

/** Jobs placed on a crew-day in the order given (rows written as the seed does: no route queued). */
export async function jobsOnDay(world: BoardWorld, crewId: string | null, day: string, count: number) {
  const jobs = [];
  for (let index = 0; index < count; index += 1) {
    const job = await acceptedJob(world, -122.6 + index / 10);
    const placement = await insertPlacement(world.api.deps, world.org.id, {
      estimateId: job.estimateId,
      crewId,
      scheduledDate: day,
      sortOrder: index + 1,
      plannedHours: 2,
    });
    jobs.push({ ...job, scheduleId: placement.id });
  }
  return jobs;
}

/** Runs the route worker's queued days of the world's organization now (the test app runs no worker of its own). */
export const runRouteWorker = (world: BoardWorld) =>
  runPendingJobs(
    {
      db: world.api.deps.database.db,
      clock: world.api.clock,
      travel: greatCircleTravel,
      solve: { seed: 1, timeBudgetMs: 200 },
    },
    { orgIds: [world.org.id] },
  );

export async function readDay(world: BoardWorld, crewId: string | null, day: string): Promise<Route> {
  return (await world.api.get(`/routes/${crewId ?? 'unassigned'}/${day}`, { key: world.org.key })).body.data as Route;
}

/** Who has each job on `day`, as the API says: estimate id -> crew id (null = no crew). */
export async function crewsOnDay(world: BoardWorld, day: string): Promise<Record<string, string | null>> {
  const board = await world.api.get(`/schedule?from=${day}&to=${day}`, { key: world.org.key });
  return Object.fromEntries(
    (board.body.data.upcoming as ScheduledWork[]).map((row) => [row.estimateId, row.crew?.id ?? null]),
  );
}

/**
 * The board's crew-day cell whose name (its aria-label) matches. Read off the cells' labels rather than
 * by role: a role query computes every element's accessible name on each poll, seconds on a 14-day board
 * in jsdom on a loaded machine, longer than the wait it polls in.
 */
export const findCell = (name: RegExp) =>
  waitFor(() => {
    const cell = [...document.querySelectorAll<HTMLElement>('td[data-cell]')].find((td) =>
      name.test(td.getAttribute('aria-label') ?? ''),
    );
    if (!cell) throw new Error(`no crew-day cell named ${name}`);
    return cell;
  });

/** The job numbers of a cell, top to bottom. */
export function cardNumbers(cell: HTMLElement): (string | undefined)[] {
  return [...cell.querySelectorAll('.board-card')].map((card) => card.textContent?.match(/JOB-\d+/)?.[0]);
}

/**
 * jsdom lays nothing out, and dnd-kit's keyboard sensor moves between droppables by their
 * rectangles: give the board's cells a grid (200 px columns, 100 px rows), each day's grip a
 * small square in its cell's corner and each card a strip across its cell.
 */
export function layOutBoard() {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const cellAt = (cell: HTMLTableCellElement) => ({
      left: cell.cellIndex * 200,
      top: (cell.parentElement as HTMLTableRowElement).rowIndex * 100,
    });
    if (this instanceof HTMLTableCellElement && this.dataset.cell) {
      const { left, top } = cellAt(this);
      return new DOMRect(left, top, 180, 90);
    }
    const gripCell = this.classList.contains('board-cell__grip') ? this.closest('td') : null;
    if (gripCell) {
      const { left, top } = cellAt(gripCell);
      return new DOMRect(left + 5, top + 5, 20, 20);
    }
    const cardCell = this.classList.contains('board-card') ? this.closest('td') : null;
    if (cardCell) {
      const { left, top } = cellAt(cardCell);
      return new DOMRect(left + 5, top + 30, 170, 20);
    }
    return new DOMRect(0, 0, 0, 0);
  });
}
