import type { UnscheduledRow } from '../../../shared/contract/unscheduled';
import { addWork, type CrewDayTarget } from '../../../shared/domain/board-placements';
import { sharesHours, type SplitShare } from '../../../shared/domain/split-plan';
import { formatColumnDay } from '../../dispatch/board-days';
import { hoursToPlace } from '../../dispatch/hours-to-place';
import { formatHours } from '../../lib/format';
import { plural } from '../../lib/plural';
import { afterAsking, dayLabelOf, labelOf, placeBody, type BoardActionKit } from './board-action-kit';
import type { RowsChange } from './board-cache';
import { describeSplit, leftInQueueWords, overbookedNote } from './overbooking';
import { describePlacementError, pendingWork, settlePending } from './pending-work';

/** Placing queue work on a crew-day: whole, or split over the crew's next days when the dispatcher says so. */
export function placeActions({ api, run, askAbout, minutesOf }: BoardActionKit) {
  /** The shares of a split, each a placement of its hours on its day of the crew, said and undone as one action. */
  const placeSplit = (
    row: UnscheduledRow,
    target: CrewDayTarget,
    shares: readonly SplitShare[],
    leftMinutes: number,
  ) => {
    const pending = shares.map((share) => pendingWork(row, { ...target, day: share.day }, share.hours));
    const keys = shares.map(() => crypto.randomUUID());
    return run({
      change: (rows) => pending.reduce((current, work) => addWork(current, work), [...rows]),
      call: async () => {
        const items = [];
        for (const [index, share] of shares.entries()) {
          const answer = await api.post('/schedule', {
            body: { ...placeBody(row, { ...target, day: share.day }), plannedHours: share.hours },
            idempotencyKey: keys[index],
          });
          items.push(answer.items[0]);
        }
        return items;
      },
      outcome: (items) => {
        // Part of the work says how much of it: "13 h of JOB-405 placed over 4 days".
        const placedWhat = (placed: readonly SplitShare[]) =>
          leftMinutes > 0 ? `${formatHours(sharesHours(placed))} of ${row.estimateNumber}` : row.estimateNumber;
        const landed = shares.flatMap((share, index) => {
          const scheduleId = items[index]?.scheduleId;
          return scheduleId ? [{ share, scheduleId }] : [];
        });
        const missed = shares.filter((_, index) => !items[index]?.scheduleId);
        const stored: RowsChange = (rows) =>
          pending.reduce(
            (current, work, index) => settlePending(current, work.scheduleId, items[index]?.scheduleId ?? null),
            [...rows],
          );
        const firstError = items.find((item) => item?.status === 'failed')?.error ?? null;
        if (landed.length === 0)
          return {
            tone: 'danger',
            title: `${row.estimateNumber} was not placed`,
            body: describePlacementError(firstError),
            refused: true,
          };
        return {
          tone: missed.length > 0 ? 'warning' : 'success',
          title: `${placedWhat(landed.map((entry) => entry.share))} ${
            shares.length === 1 && landed[0]
              ? `placed on ${labelOf(target.crew, landed[0].share.day)}`
              : leftMinutes > 0
                ? `placed over ${plural(landed.length, 'day')}`
                : `split over ${plural(landed.length, 'day')}`
          }`,
          body: [
            describeSplit(landed.map((entry) => entry.share)) +
              (leftMinutes > 0 ? ` · ${leftInQueueWords(leftMinutes)}.` : ''),
            ...missed.map(
              (share) => `${formatColumnDay(share.day)} was not placed: ${describePlacementError(firstError)}`,
            ),
          ].join(' '),
          stored,
          // One Undo takes every share back, in one request (newest first).
          undo: {
            actionIds: shares
              .flatMap((_, index) => {
                const actionId = items[index]?.scheduleId ? api.actionIdOf(keys[index] ?? '') : null;
                return actionId ? [actionId] : [];
              })
              .reverse(),
          },
        };
      },
    });
  };

  return {
    place: (row: UnscheduledRow, target: CrewDayTarget) =>
      afterAsking(
        askAbout(target, minutesOf(hoursToPlace(row)), {
          verb: 'Place',
          workLabel: row.estimateNumber,
          // Estimated work on a crew: a share of unestimated work or of a due round means nothing.
          splittable: row.remainingHours !== null && row.dueRound === null && target.crewId !== null,
          arriving: true,
          categories: row.serviceCategories,
        }),
        (overbooking) => {
          if (overbooking === undefined) return;
          if (overbooking?.choice === 'split' && overbooking.split)
            return placeSplit(row, target, overbooking.split, overbooking.splitLeavesMinutes);
          const pending = pendingWork(row, target);
          return run({
            change: (rows) => addWork(rows, pending),
            call: (idempotencyKey) => api.post('/schedule', { body: placeBody(row, target), idempotencyKey }),
            outcome: ({ items: [item] }) => {
              if (item?.status === 'failed')
                return {
                  tone: 'danger',
                  title: `${row.estimateNumber} was not placed`,
                  body: describePlacementError(item.error),
                  refused: true,
                };
              if (!item?.scheduleId)
                return {
                  tone: 'info',
                  title: `${row.estimateNumber} was already on ${dayLabelOf(target)}`,
                  refused: true,
                };
              const placement = { estimateId: row.estimateId, scheduleId: item.scheduleId };
              return {
                tone: overbooking ? 'warning' : 'success',
                title: `${row.estimateNumber} placed on ${dayLabelOf(target)}`,
                body: overbooking ? overbookedNote(overbooking) : undefined,
                stored: (rows) => settlePending(rows, pending.scheduleId, placement.scheduleId),
                undo: true,
              };
            },
          });
        },
      ),
  };
}
