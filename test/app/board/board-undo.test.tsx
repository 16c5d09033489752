import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestApp, type TestApp } from '../../support/test-app';
import { chooseOption } from '../support/choose-option';
import { renderApp } from '../support/render-app';
import {
  boardWorld,
  cardNumbers,
  findCell,
  jobsOnDay,
  layOutBoard,
  MONDAY,
  readDay,
  TUESDAY,
  type BoardWorld,
} from './board-world';

let api: TestApp;

beforeAll(async () => {
  api = await startTestApp();
});

afterEach(() => {
  vi.restoreAllMocks();
});

/** Pins a crew-day's order (manual) as the dispatcher's order call would. */
async function pinOrder(world: BoardWorld, crewId: string, day: string, orderedScheduleIds: string[]) {
  const start = await readDay(world, crewId, day);
  const pin = await api.post(
    `/routes/${crewId}/${day}/order`,
    { expectedVersion: start.controlVersion, orderedScheduleIds },
    { key: world.org.key },
  );
  expect(pin.body.data.orderMode).toBe('manual');
}

/** Opens a card's menu and puts the job next on Alder's Monday (emergency), with the button named. */
async function putNextOnAlderMonday(
  user: ReturnType<typeof renderApp>['user'],
  world: BoardWorld,
  number: string,
  button = 'Put next',
) {
  await user.click(screen.getByRole('button', { name: `Actions for ${number}` }));
  const menu = await screen.findByRole('dialog');
  await chooseOption(user, within(menu).getByRole('combobox', { name: 'Emergency: crew' }), world.alder.name);
  fireEvent.change(within(menu).getByLabelText(/^Emergency: day/), { target: { value: MONDAY } });
  await user.click(within(menu).getByRole('button', { name: button }));
}

/** Three jobs on Alder's Monday, and the dispatcher moves the third one stop earlier: its toast. */
async function reorderTheThirdEarlier() {
  const world = await boardWorld(api);
  const [a, b, c] = await jobsOnDay(world, world.alder.id, MONDAY, 3);
  const { user } = renderApp(api, { at: `/?from=${MONDAY}`, key: world.org.key });
  const day = await findCell(/^Alder crew, Mon, Mar 9: 3 jobs$/);
  await waitFor(() => expect(cardNumbers(day)).toEqual([a!.number, b!.number, c!.number]));
  await user.click(screen.getByRole('button', { name: `Actions for ${c!.number}` }));
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Earlier in the day' }));
  const reordered = (await screen.findByText(`${c!.number} is now stop 2`)).closest<HTMLElement>('.ui-toast')!;
  return { world, a: a!, b: b!, c: c!, user, reordered };
}

/** Another dispatcher moves the day's first stop to Tuesday: an action of its own. */
async function moveTheFirstToTuesday(world: BoardWorld, first: { estimateId: string; scheduleId: string }) {
  const moved = await api.contract.patch('/estimates/{estimateId}/schedule/{scheduleId}', {
    path: { estimateId: first.estimateId, scheduleId: first.scheduleId },
    body: { scheduledDate: TUESDAY },
    key: world.org.key,
  });
  expect(moved.status).toBe(200);
}

describe('Undo of order changes', () => {
  it('undoes a reorder: the previous order, and the optimizer has the day again as before', async () => {
    const world = await boardWorld(api);
    const [a, b, c] = await jobsOnDay(world, world.alder.id, MONDAY, 3);
    const { user } = renderApp(api, { at: `/?from=${MONDAY}`, key: world.org.key });
    const day = await findCell(/^Alder crew, Mon, Mar 9: 3 jobs$/);
    await waitFor(() => expect(cardNumbers(day)).toEqual([a!.number, b!.number, c!.number]));

    await user.click(screen.getByRole('button', { name: `Actions for ${c!.number}` }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Earlier in the day' }));
    expect(await screen.findByText(`${c!.number} is now stop 2`)).toBeInTheDocument();
    expect(await readDay(world, world.alder.id, MONDAY)).toMatchObject({
      orderMode: 'manual',
      orderedScheduleIds: [a!.scheduleId, c!.scheduleId, b!.scheduleId],
    });

    await user.click(screen.getByRole('button', { name: 'Undo' }));
    // It says what it took back: another action's toast may still be on screen.
    expect((await screen.findByText('Undone')).closest('.ui-toast')).toHaveTextContent(
      `Taken back: ${c!.number} is now stop 2`,
    );
    await findCell(/^Alder crew, Mon, Mar 9: 3 jobs$/);
    expect(await readDay(world, world.alder.id, MONDAY)).toMatchObject({
      orderMode: 'automatic',
      orderedScheduleIds: [a!.scheduleId, b!.scheduleId, c!.scheduleId],
    });
    await waitFor(async () =>
      expect(cardNumbers(await findCell(/^Alder crew, Mon, Mar 9: 3 jobs$/))).toEqual([
        a!.number,
        b!.number,
        c!.number,
      ]),
    );
  });

  it('takes back the last actions with Ctrl+Z, newest first, after their toasts were dismissed', async () => {
    const world = await boardWorld(api);
    const [a, b, c] = await jobsOnDay(world, world.alder.id, MONDAY, 3);
    const [d, e] = await jobsOnDay(world, world.birch.id, MONDAY, 2);
    const { user } = renderApp(api, { at: `/?from=${MONDAY}`, key: world.org.key });
    await findCell(/^Birch crew, Mon, Mar 9: 2 jobs$/);
    const alder = await findCell(/^Alder crew, Mon, Mar 9: 3 jobs$/);
    await waitFor(() => expect(cardNumbers(alder)).toEqual([a!.number, b!.number, c!.number]));
    const earlier = async (number: string, said: string) => {
      await user.click(screen.getByRole('button', { name: `Actions for ${number}` }));
      await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Earlier in the day' }));
      const toast = (await screen.findByText(said)).closest<HTMLElement>('.ui-toast')!;
      await user.click(within(toast).getByRole('button', { name: 'Dismiss notification' }));
    };
    // Two reorders of Alder's day, then one of Birch's.
    await earlier(c!.number, `${c!.number} is now stop 2`);
    await earlier(c!.number, `${c!.number} is now stop 1`);
    await earlier(e!.number, `${e!.number} is now stop 1`);
    const day = (crewId: string) => readDay(world, crewId, MONDAY);
    expect((await day(world.alder.id)).orderedScheduleIds).toEqual([c!.scheduleId, a!.scheduleId, b!.scheduleId]);
    expect((await day(world.birch.id)).orderedScheduleIds).toEqual([e!.scheduleId, d!.scheduleId]);

    await user.keyboard('{Control>}z{/Control}');
    expect((await screen.findByText('Undone')).closest('.ui-toast')).toHaveTextContent(
      `Taken back: ${e!.number} is now stop 1`,
    );
    await waitFor(async () =>
      expect((await day(world.birch.id)).orderedScheduleIds).toEqual([d!.scheduleId, e!.scheduleId]),
    );
    expect((await day(world.alder.id)).orderedScheduleIds).toEqual([c!.scheduleId, a!.scheduleId, b!.scheduleId]);

    // Alder's two reorders are taken back one after the other: the older Undo finds the day as its reorder left it.
    await user.keyboard('{Control>}z{/Control}');
    await waitFor(async () =>
      expect(await day(world.alder.id)).toMatchObject({
        orderMode: 'manual',
        orderedScheduleIds: [a!.scheduleId, c!.scheduleId, b!.scheduleId],
      }),
    );
    await user.keyboard('{Control>}z{/Control}');
    await waitFor(async () =>
      expect(await day(world.alder.id)).toMatchObject({
        orderMode: 'automatic',
        orderedScheduleIds: [a!.scheduleId, b!.scheduleId, c!.scheduleId],
      }),
    );
    expect(screen.queryByText(/^Not undone/)).not.toBeInTheDocument();
    await user.keyboard('{Control>}z{/Control}');
    expect(await screen.findByText('Nothing to undo')).toBeInTheDocument();
  });

  it("drops the toasts and their Undos when the tab signs in with another key: one key's Undo never runs under the next", async () => {
    const world = await boardWorld(api);
    const [a, b] = await jobsOnDay(world, world.alder.id, MONDAY, 2);
    const other = await api.newOrg();
    const { user } = renderApp(api, { at: `/?from=${MONDAY}`, key: world.org.key });
    await findCell(/^Alder crew, Mon, Mar 9: 2 jobs$/);
    await user.click(screen.getByRole('button', { name: `Actions for ${b!.number}` }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Earlier in the day' }));
    expect(await screen.findByText(`${b!.number} is now stop 1`)).toBeInTheDocument();

    act(() => {
      window.location.hash = `key=${other.key}`;
    });
    await waitFor(() => expect(screen.queryByText(`${b!.number} is now stop 1`)).not.toBeInTheDocument());
    await user.keyboard('{Control>}z{/Control}');
    expect(await screen.findByText('Nothing to undo')).toBeInTheDocument();
    expect((await readDay(world, world.alder.id, MONDAY)).orderedScheduleIds).toEqual([b!.scheduleId, a!.scheduleId]);
  });

  it("says in words, not versions, that a reorder's Undo cannot work once the day changed again", async () => {
    const { world, a, b, c, user, reordered } = await reorderTheThirdEarlier();
    // The day changes again before the Undo: another dispatcher moves the first stop to Tuesday.
    await moveTheFirstToTuesday(world, a);

    await user.click(within(reordered).getByRole('button', { name: 'Undo' }));
    const refused = (await screen.findByText(`Not undone: ${c!.number} is now stop 2`)).closest('.ui-toast');
    expect(refused).toHaveTextContent('It has changed since, so it cannot be put back as it was');
    expect(refused).not.toHaveTextContent(/version/);
    // It names the day and what changed there, and offers the later change's Undo first.
    expect(refused).toHaveTextContent(`Alder crew, Mon, Mar 9: ${a!.number} was taken off.`);
    expect(within(refused as HTMLElement).getByRole('button', { name: 'Leave it' })).toBeInTheDocument();
    expect(within(refused as HTMLElement).getByRole('button', { name: 'Undo the later change first' })).toBeVisible();
    // Left as it is: nothing is sent, the toast goes.
    await user.click(within(refused as HTMLElement).getByRole('button', { name: 'Leave it' }));
    await waitFor(() => expect(screen.queryByText(`Not undone: ${c!.number} is now stop 2`)).not.toBeInTheDocument());
    expect(await readDay(world, world.alder.id, MONDAY)).toMatchObject({
      orderedScheduleIds: [c!.scheduleId, b!.scheduleId],
    });
  });

  it('undoes the later change first when the dispatcher says so, then the reorder: the day is as it was', async () => {
    const { world, a, b, c, user, reordered } = await reorderTheThirdEarlier();
    // Another dispatcher moves the first stop to Tuesday: an action of its own, undoable on the server.
    await moveTheFirstToTuesday(world, a);

    await user.click(within(reordered).getByRole('button', { name: 'Undo' }));
    const refused = (await screen.findByText(`Not undone: ${c!.number} is now stop 2`)).closest<HTMLElement>(
      '.ui-toast',
    )!;
    await user.click(within(refused).getByRole('button', { name: 'Undo the later change first' }));
    await waitFor(async () =>
      expect(await readDay(world, world.alder.id, MONDAY)).toMatchObject({
        orderMode: 'automatic',
        orderedScheduleIds: [a!.scheduleId, b!.scheduleId, c!.scheduleId],
      }),
    );
    expect(await screen.findByText(`Taken back: ${c!.number} is now stop 2`)).toBeInTheDocument();
  });

  it('says a dropped connection in plain words while it retries, and keeps the Undo on offer until it goes through', async () => {
    const { world, a, b, c, user, reordered } = await reorderTheThirdEarlier();

    // Every try of the Undo (the first and the client's three retries) meets a dead connection.
    const realFetch = globalThis.fetch;
    let cut = true;
    const undoKeys: string[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      if (String(input).includes('/schedule/actions/')) {
        undoKeys.push(new Headers(init?.headers).get('Idempotency-Key') ?? '');
        if (cut) throw new TypeError('Failed to fetch');
      }
      return realFetch(input, init);
    });
    await user.click(within(reordered).getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('Not saved yet, trying again')).toBeInTheDocument();
    const unreachable = (
      await screen.findByText('Could not reach the server; nothing was changed', {}, { timeout: 10_000 })
    ).closest<HTMLElement>('.ui-toast')!;
    expect(unreachable).toHaveTextContent('The Undo is still on offer.');
    expect(document.body).not.toHaveTextContent('Failed to fetch');
    expect(new Set(undoKeys).size).toBe(1);
    expect(await readDay(world, world.alder.id, MONDAY)).toMatchObject({ orderMode: 'manual' });

    // The connection is back: the Undo offered again goes through.
    cut = false;
    const offered = screen
      .getAllByText(`${c!.number} is now stop 2`)
      .map((text) => text.closest<HTMLElement>('.ui-toast')!)
      .at(-1)!;
    await user.click(within(offered).getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText(`Taken back: ${c!.number} is now stop 2`)).toBeInTheDocument();
    expect(await readDay(world, world.alder.id, MONDAY)).toMatchObject({
      orderMode: 'automatic',
      orderedScheduleIds: [a!.scheduleId, b!.scheduleId, c!.scheduleId],
    });
  });

  it('reorders a day once, after the dispatcher looked at 14 days and came back to the work week', async () => {
    const world = await boardWorld(api);
    const [a, b, c] = await jobsOnDay(world, world.alder.id, MONDAY, 3);
    await jobsOnDay(world, world.alder.id, '2026-03-16', 1);
    const { user } = renderApp(api, { at: `/?from=${MONDAY}`, key: world.org.key });
    await findCell(/^Alder crew, Mon, Mar 9: 3 jobs$/);
    // Both ranges are read and kept: the day is in each, and must still be counted once.
    await user.click(screen.getByRole('button', { name: '14 days' }));
    await findCell(/^Alder crew, Mon, Mar 16: 1 job$/);
    await user.click(screen.getByRole('button', { name: 'Work week' }));
    await waitFor(() => expect(screen.queryByRole('cell', { name: /Mar 16/ })).toBeNull());

    await user.click(screen.getByRole('button', { name: `Actions for ${c!.number}` }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Earlier in the day' }));
    expect(await screen.findByText(`${c!.number} is now stop 2`)).toBeInTheDocument();
    expect(await readDay(world, world.alder.id, MONDAY)).toMatchObject({
      orderedScheduleIds: [a!.scheduleId, c!.scheduleId, b!.scheduleId],
    });
  });

  it('undoes an emergency that added a visit: it leaves the day, which is automatic again', async () => {
    const world = await boardWorld(api);
    const [a, b] = await jobsOnDay(world, world.alder.id, MONDAY, 2);
    const [urgent] = await jobsOnDay(world, world.birch.id, TUESDAY, 1);
    const { user } = renderApp(api, { at: `/?from=${MONDAY}`, key: world.org.key });
    await findCell(/^Alder crew, Mon, Mar 9: 2 jobs$/);

    await putNextOnAlderMonday(user, world, urgent!.number, 'Add a visit there, next');
    expect(await screen.findByText(`${urgent!.number} is stop 1 on Alder crew, Mon, Mar 9`)).toBeInTheDocument();
    const pinned = await readDay(world, world.alder.id, MONDAY);
    expect(pinned.orderMode).toBe('manual');
    expect(pinned.orderedScheduleIds.slice(1)).toEqual([a!.scheduleId, b!.scheduleId]);

    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('Undone')).toBeInTheDocument();
    await findCell(/^Alder crew, Mon, Mar 9: 2 jobs$/);
    expect(await readDay(world, world.alder.id, MONDAY)).toMatchObject({
      orderMode: 'automatic',
      orderedScheduleIds: [a!.scheduleId, b!.scheduleId],
    });
    // The job's own day is untouched.
    expect((await readDay(world, world.birch.id, TUESDAY)).orderedScheduleIds).toEqual([urgent!.scheduleId]);
  });

  it('asks whether an emergency moves the visit or adds one; moved, Undo puts the visit back at its stop', async () => {
    const world = await boardWorld(api);
    const [a, b] = await jobsOnDay(world, world.alder.id, MONDAY, 2);
    const [urgent, later] = await jobsOnDay(world, world.birch.id, TUESDAY, 2);
    // Birch's Tuesday is pinned with the visit first: Undo must not leave it last.
    await pinOrder(world, world.birch.id, TUESDAY, [urgent!.scheduleId, later!.scheduleId]);
    const { user } = renderApp(api, { at: `/?from=${MONDAY}`, key: world.org.key });
    await findCell(/^Alder crew, Mon, Mar 9: 2 jobs$/);
    await findCell(/^Birch crew, Tue, Mar 10: 2 jobs, order pinned$/);

    await user.click(screen.getByRole('button', { name: `Actions for ${urgent!.number}` }));
    const menu = await screen.findByRole('dialog');
    expect(within(menu).getByRole('button', { name: 'Put next' })).toBeInTheDocument();
    await chooseOption(user, within(menu).getByRole('combobox', { name: 'Emergency: crew' }), world.alder.name);
    fireEvent.change(within(menu).getByLabelText(/^Emergency: day/), { target: { value: MONDAY } });
    expect(menu).toHaveTextContent(`${urgent!.number} is on Birch crew, Tue, Mar 10: move that visit`);
    expect(within(menu).queryByRole('button', { name: 'Put next' })).not.toBeInTheDocument();
    await user.click(within(menu).getByRole('button', { name: 'Move it there, next' }));

    const toast = (await screen.findByText(`${urgent!.number} is stop 1 on Alder crew, Mon, Mar 9`)).closest(
      '.ui-toast',
    )!;
    expect(toast).toHaveTextContent('Moved from Birch crew, Tue, Mar 10.');
    expect((await readDay(world, world.alder.id, MONDAY)).orderedScheduleIds).toEqual([
      urgent!.scheduleId,
      a!.scheduleId,
      b!.scheduleId,
    ]);
    expect((await readDay(world, world.birch.id, TUESDAY)).orderedScheduleIds).toEqual([later!.scheduleId]);

    await user.click(within(toast as HTMLElement).getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('Undone')).toBeInTheDocument();
    await waitFor(async () =>
      expect(await readDay(world, world.birch.id, TUESDAY)).toMatchObject({
        orderMode: 'manual',
        orderedScheduleIds: [urgent!.scheduleId, later!.scheduleId],
      }),
    );
    expect(await readDay(world, world.alder.id, MONDAY)).toMatchObject({
      orderMode: 'automatic',
      orderedScheduleIds: [a!.scheduleId, b!.scheduleId],
    });
  });

  it('asks before an emergency puts work on a past day, as a drop does; Cancel moves nothing', async () => {
    const world = await boardWorld(api);
    const [urgent] = await jobsOnDay(world, world.birch.id, TUESDAY, 1);
    const { user } = renderApp(api, { at: `/?from=${MONDAY}`, key: world.org.key });
    await findCell(/^Birch crew, Tue, Mar 10: 1 job$/);
    // The test clock's today is Monday, Mar 2: the Friday before is past.
    const moveToPastFriday = async () => {
      await user.click(screen.getByRole('button', { name: `Actions for ${urgent!.number}` }));
      const menu = await screen.findByRole('dialog');
      await chooseOption(user, within(menu).getByRole('combobox', { name: 'Emergency: crew' }), world.alder.name);
      fireEvent.change(within(menu).getByLabelText(/^Emergency: day/), { target: { value: '2026-02-27' } });
      await user.click(within(menu).getByRole('button', { name: 'Move it there, next' }));
    };

    await moveToPastFriday();
    const question = await screen.findByRole('dialog', { name: 'Place on a past day?' });
    expect(question).toHaveTextContent('Alder crew, Fri, Feb 27 is a past day.');
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect((await readDay(world, world.birch.id, TUESDAY)).orderedScheduleIds).toEqual([urgent!.scheduleId]);

    await moveToPastFriday();
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Place on a past day?' })).getByRole('button', {
        name: 'Place anyway',
      }),
    );
    const toast = (await screen.findByText(`${urgent!.number} is stop 1 on Alder crew, Fri, Feb 27`)).closest(
      '.ui-toast',
    );
    expect(toast).toHaveClass('ui-toast--warning');
    expect(toast).toHaveTextContent('Moved from Birch crew, Tue, Mar 10. Alder crew, Fri, Feb 27 is a past day.');
    expect((await readDay(world, world.alder.id, '2026-02-27')).orderedScheduleIds).toEqual([urgent!.scheduleId]);
  });

  it('undoes an emergency on a job already on the day: back to its place, the day still pinned as it was', async () => {
    const world = await boardWorld(api);
    const [a, b, c] = await jobsOnDay(world, world.alder.id, MONDAY, 3);
    await pinOrder(world, world.alder.id, MONDAY, [a!.scheduleId, b!.scheduleId, c!.scheduleId]);
    const { user } = renderApp(api, { at: `/?from=${MONDAY}`, key: world.org.key });
    await findCell(/^Alder crew, Mon, Mar 9: 3 jobs, order pinned$/);

    await putNextOnAlderMonday(user, world, c!.number);
    const toast = (await screen.findByText(`${c!.number} is stop 1 on Alder crew, Mon, Mar 9`)).closest('.ui-toast');
    // The stops it passed stay on the day: it was put ahead of them, nothing was taken off.
    expect(toast).toHaveTextContent(`Put ahead of ${a!.number}`);
    expect(toast).toHaveTextContent(b!.number);
    expect((await readDay(world, world.alder.id, MONDAY)).orderedScheduleIds).toEqual([
      c!.scheduleId,
      a!.scheduleId,
      b!.scheduleId,
    ]);

    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('Undone')).toBeInTheDocument();
    expect(await readDay(world, world.alder.id, MONDAY)).toMatchObject({
      orderMode: 'manual',
      orderedScheduleIds: [a!.scheduleId, b!.scheduleId, c!.scheduleId],
    });
  });

  it('undoes a move off a pinned day: the job is back at its stop, the day still pinned', async () => {
    const world = await boardWorld(api);
    const [a, b, c] = await jobsOnDay(world, world.alder.id, MONDAY, 3);
    await pinOrder(world, world.alder.id, MONDAY, [a!.scheduleId, b!.scheduleId, c!.scheduleId]);
    const { user } = renderApp(api, { at: `/?from=${MONDAY}`, key: world.org.key });
    await findCell(/^Alder crew, Mon, Mar 9: 3 jobs, order pinned$/);
    await findCell(/^Alder crew, Tue, Mar 10: 0 jobs$/);
    layOutBoard();

    // The first stop, dragged by keyboard to the crew's next day.
    const monday = await findCell(/^Alder crew, Mon, Mar 9: 3 jobs, order pinned$/);
    within(monday)
      .getAllByRole('button')
      .find((button) => button.getAttribute('aria-roledescription') === 'draggable job')!
      .focus();
    await user.keyboard('[Space]');
    await user.keyboard('[ArrowRight]');
    await user.keyboard('[Space]');
    expect(await screen.findByText(`${a!.number} moved to Alder crew, Tue, Mar 10`)).toBeInTheDocument();
    expect((await readDay(world, world.alder.id, MONDAY)).orderedScheduleIds).toEqual([b!.scheduleId, c!.scheduleId]);

    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('Undone')).toBeInTheDocument();
    await waitFor(async () =>
      expect(await readDay(world, world.alder.id, MONDAY)).toMatchObject({
        orderMode: 'manual',
        orderedScheduleIds: [a!.scheduleId, b!.scheduleId, c!.scheduleId],
      }),
    );
    await waitFor(async () =>
      expect(cardNumbers(await findCell(/^Alder crew, Mon, Mar 9: 3 jobs, order pinned$/))).toEqual([
        a!.number,
        b!.number,
        c!.number,
      ]),
    );
  });

  it("undoes a bump of a pinned day: every stop back in the dispatcher's order, the day still pinned", async () => {
    const world = await boardWorld(api);
    const [a, b, c] = await jobsOnDay(world, world.alder.id, MONDAY, 3);
    const pinnedOrder = [c!.scheduleId, a!.scheduleId, b!.scheduleId];
    await pinOrder(world, world.alder.id, MONDAY, pinnedOrder);
    const { user } = renderApp(api, { at: `/?from=${MONDAY}`, key: world.org.key });
    await findCell(/^Alder crew, Mon, Mar 9: 3 jobs, order pinned$/);

    await user.click(screen.getByRole('button', { name: 'Day actions for Alder crew, Mon, Mar 9' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Bump the day' }));
    expect(await screen.findByText(/^Bumped 3 jobs to Alder crew, Tue, Mar 10/)).toBeInTheDocument();
    expect((await readDay(world, world.alder.id, MONDAY)).orderedScheduleIds).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('Undone')).toBeInTheDocument();
    await waitFor(async () =>
      expect(await readDay(world, world.alder.id, MONDAY)).toMatchObject({
        orderMode: 'manual',
        orderedScheduleIds: pinnedOrder,
      }),
    );
  });
});
