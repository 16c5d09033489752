import { plural } from '../../lib/plural';
import type { BoardActionKit } from './board-action-kit';

/** What the plan's view hears of its Accept: placed, or refused (true when it said the refusal itself). */
interface PlanAcceptSaid {
  accepted: () => void;
  refused: (error: unknown) => boolean;
}

/**
 * Accepting a plan of the queue (issue 44) is a board write like any other: one request, its toast
 * with the board's Undo (the accept's Action-Id, taken back by POST /schedule/actions/{id}/undo),
 * and the board and queue read again after it.
 */
export function planActions({ api, run }: BoardActionKit) {
  return {
    acceptPlan: (planId: string, estimateIds: readonly string[], said: PlanAcceptSaid) =>
      run({
        call: (idempotencyKey) =>
          api.post('/schedule/plans/{planId}/accept', {
            path: { planId },
            body: { estimateIds: [...estimateIds] },
            idempotencyKey,
          }),
        outcome: (result) => {
          said.accepted();
          return {
            tone: 'success',
            title: `Placed ${plural(result.jobs, 'job')} on ${plural(result.crewDays, 'crew-day')}`,
            undo: true,
            // A week of work: its Undo stays in reach while the dispatcher looks the board over.
            lasting: true,
          };
        },
        failed: said.refused,
      }),
  };
}
