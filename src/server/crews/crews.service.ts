import type { Crew, ListCrewsQuery } from '../../shared/contract/crews';
import type { DbOrTx } from '../db/client';
import { toIso } from '../db/sql-helpers';
import { listCrewRows, type CrewWithCountRow } from './crews.repo';

function toCrew(row: CrewWithCountRow): Crew {
  return {
    id: row.id,
    name: row.name,
    color: row.color,
    active: row.active,
    dayStartMinutes: row.dayStartMinutes,
    dayEndMinutes: row.dayEndMinutes,
    memberCount: row.memberCount,
    createdAt: toIso(row.createdAt),
    updatedAt: toIso(row.updatedAt),
  };
}

/** Every crew, archived ones included unless `active` narrows the list (decisions.md "Crews"). */
export async function listCrews(db: DbOrTx, orgId: string, query: ListCrewsQuery): Promise<Crew[]> {
  const rows = await listCrewRows(db, orgId, { active: query.active });
  return rows.map(toCrew);
}
