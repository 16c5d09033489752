import { envelopeOf } from '../../shared/contract/common';
import {
  acceptPlanResultSchema,
  acceptPlanSchema,
  createPlanSchema,
  planParamsSchema,
  planSchema,
  undoPlanResultSchema,
} from '../../shared/contract/plans';
import { ok } from '../http/envelope';
import { createRouter, writeRoute } from '../http/router';
import { acceptPlan } from './accept-plan.service';
import { proposePlan, storePlan } from './create-plan.service';
import { runAction } from '../crew-days/journaled-write';
import { acceptedActionId } from './plans.repo';
import { undoPlan } from './undo-plan.service';

const json = <T>(schema: T) => ({ content: { 'application/json': { schema } } });

const createPlanRoute = writeRoute('schedule:write', {
  method: 'post',
  path: '/schedule/plans',
  summary: 'Extension: propose crew-days for the waiting work (places nothing)',
  description:
    "Plans the named waiting jobs (or the queue's 500 oldest) over the working days from `from` to `to` (at most 15) and the crews named (or every working crew): never past a day's length (plus `maxOverbookPercent`, 0 to 50), never on a frozen or pinned day, a crew that does not take the work, or outside a due round's window; long work over consecutive days of one crew. Most hours first (program rounds earliest due first), then least added driving, then the oldest accepted, then even load. Each job gets a reason in plain words. The plan can be accepted for 30 minutes. An unknown crew or an estimate not waiting is a 404; an archived crew, a span past the cap or a day in the past is a 422.",
  request: { body: { required: true, ...json(createPlanSchema) } },
  responses: { 201: { description: 'The plan', ...json(envelopeOf(planSchema)) } },
});

const acceptPlanRoute = writeRoute('schedule:write', {
  method: 'post',
  path: '/schedule/plans/{planId}/accept',
  summary: "Extension: place a plan's proposals (all, or those named) in one transaction",
  description:
    "All or nothing. A crew-day the chosen proposals touch that changed since the plan was made, a crew archived or no longer taking the work's categories since (`details.crewIds`), or a job that no longer lands, answers 409 `conflict` naming the jobs (`details.jobs`, `details.estimateIds`, `details.changedCrewDays`) and places nothing. An expired plan or one accepted already is a 409; another organization's plan a 404. Retried with the same Idempotency-Key, the first answer is replayed.",
  request: { params: planParamsSchema, body: { required: true, ...json(acceptPlanSchema) } },
  responses: { 200: { description: 'What was placed', ...json(envelopeOf(acceptPlanResultSchema)) } },
});

const undoPlanRoute = writeRoute('schedule:write', {
  method: 'post',
  path: '/schedule/plans/{planId}/undo',
  summary: 'Extension: take back everything an accepted plan placed, drive orders included',
  description:
    'Only while no crew-day the plan touched has changed since it was accepted; otherwise 409 `conflict` naming the days (`details.changedCrewDays`) and nothing is taken back. A plan never accepted, or undone already, is a 409.',
  request: { params: planParamsSchema },
  responses: { 200: { description: 'What was taken back', ...json(envelopeOf(undoPlanResultSchema)) } },
});

/** Plans of the queue (issue 44): propose, accept, undo. */
export const plansRouter = createRouter()
  .openapi(createPlanRoute, async (c) => {
    const body = c.req.valid('json');
    const now = c.var.deps.clock.now();
    const { orgId } = c.var.caller;
    const proposed = await proposePlan(c.var.deps.database.db, orgId, body, now);
    const plan = await c.var.runWrite(201, (tx) => storePlan(tx, orgId, proposed, now));
    return c.json(ok(plan), 201);
  })
  .openapi(acceptPlanRoute, async (c) => {
    const { planId } = c.req.valid('param');
    const body = c.req.valid('json');
    const now = c.var.deps.clock.now();
    const result = await runAction(c, 'accept_plan', (tx, actionId) =>
      acceptPlan(tx, c.var.caller.orgId, planId.toLowerCase(), body, now, actionId),
    );
    return c.json(ok(result), 200);
  })
  .openapi(undoPlanRoute, async (c) => {
    const { planId } = c.req.valid('param');
    const now = c.var.deps.clock.now();
    const { orgId } = c.var.caller;
    const accepted = await acceptedActionId(c.var.deps.database.db, orgId, planId.toLowerCase());
    const result = await runAction(
      c,
      'undo',
      (tx, actionId) => undoPlan(tx, orgId, planId.toLowerCase(), actionId, now),
      accepted,
    );
    return c.json(ok(result), 200);
  });
