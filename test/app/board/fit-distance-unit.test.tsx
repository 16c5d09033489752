import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DistanceUnit } from '../../../src/shared/contract/org';
import type { FitResult } from '../../../src/shared/contract/fit';
import { startTestApp, type TestApp } from '../../support/test-app';
import { renderApp } from '../support/render-app';
import { acceptedJob, boardWorld, jobsOnDay, MONDAY, TUESDAY } from './board-world';

let api: TestApp;

beforeAll(async () => {
  api = await startTestApp();
});

/** How the fit panel words a distance the API gives in meters, in each unit (one decimal). */
const inUnit = {
  mi: (meters: number) => `${(meters / 1609.344).toFixed(1)} mi`,
  km: (meters: number) => `${(meters / 1000).toFixed(1)} km`,
};

/** A job waiting in the queue 0.1° east of Alder's Tuesday stop, and what the API says of that crew-day for it. */
async function queuedBesideTuesday(unit: DistanceUnit) {
  const world = await boardWorld(api, { distanceUnit: unit });
  await jobsOnDay(world, world.alder.id, TUESDAY, 1);
  const job = await acceptedJob(world, -122.5);
  const answer = (
    await api.get(`/schedule/fit?estimateIds=${job.estimateId}&from=${MONDAY}&days=5&lat=45.52&lng=-122.5`, {
      key: world.org.key,
    })
  ).body.data as FitResult;
  const tuesday = answer.fits.find((fit) => fit.crewId === world.alder.id && fit.date === TUESDAY)!;
  expect(tuesday.nearestMeters).not.toBeNull();
  expect(tuesday.detourMeters).not.toBeNull();
  return { world, job, tuesday };
}

const tuesdayOption = () => screen.getByRole('button', { name: /^Place on Alder crew, Tue, Mar 10 / });

/** The board with the job's fit panel open, once Alder's Tuesday is offered. */
async function openFits({ world, job }: Awaited<ReturnType<typeof queuedBesideTuesday>>) {
  const { user, unmount } = renderApp(api, { at: `/?from=${MONDAY}`, key: world.org.key });
  await user.click(await screen.findByRole('button', { name: `Where does ${job.number} fit?` }));
  await screen.findByRole('button', { name: /^Place on Alder crew, Tue, Mar 10 / });
  return unmount;
}

describe("the fit panel's distances", () => {
  it("are in the organization's unit: miles by default, kilometres where the organization reads km", async () => {
    const miles = await queuedBesideTuesday('mi');
    const closeMiles = await openFits(miles);
    await expect
      .poll(() => tuesdayOption().textContent)
      .toContain(
        `nearest stop ${inUnit.mi(miles.tuesday.nearestMeters!)}, detour ${inUnit.mi(miles.tuesday.detourMeters!)}`,
      );
    expect(tuesdayOption()).not.toHaveTextContent('km');
    closeMiles();

    const metric = await queuedBesideTuesday('km');
    const closeMetric = await openFits(metric);
    await expect
      .poll(() => tuesdayOption().textContent)
      .toContain(
        `nearest stop ${inUnit.km(metric.tuesday.nearestMeters!)}, detour ${inUnit.km(metric.tuesday.detourMeters!)}`,
      );
    closeMetric();
  });
});
