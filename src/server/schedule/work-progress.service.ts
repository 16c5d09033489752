import type { WorkProgressList, WorkProgressQuery } from '../../shared/contract/work-progress';
import type { DbOrTx } from '../db/client';
import type { CrewReach } from '../keys/crew-reach';
import { listWorkProgress } from './work-progress.repo';

/**
 * GET /schedule/progress (docs/decisions/crews.md "Work progress"): each job placed in the span, its
 * lines done of its lines, read live (not from the stored cards), so a line marked shows at once.
 */
export async function readWorkProgress(
  db: DbOrTx,
  orgId: string,
  crew: CrewReach | null,
  query: WorkProgressQuery,
): Promise<WorkProgressList> {
  return { items: await listWorkProgress(db, orgId, query, crew) };
}
