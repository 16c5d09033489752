import type { Crew, ListCrewsQuery } from '../../shared/contract/crews';
import type { DbOrTx } from '../db/client';
import { toIso } from '../db/sql-helpers';
import { notFound } from '../http/app-error';
import type { CrewReach } from '../keys/crew-reach';
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

/**
 * Every crew, archived ones included unless `active` narrows the list (docs/decisions/resources.md
 * "Crews"); a crew key's own crew only.
 */
export async function listCrews(
  db: DbOrTx,
  orgId: string,
  crew: CrewReach | null,
  query: ListCrewsQuery,
): Promise<Crew[]> {
  const rows = await listCrewRows(db, orgId, { active: query.active, id: crew?.crewId });
  return rows.map(toCrew);
}

/** One crew of the organization, archived or not; another organization's crew is a 404. */
export async function getCrew(db: DbOrTx, orgId: string, id: string): Promise<Crew> {
  const [row] = await listCrewRows(db, orgId, { id });
  if (!row) throw notFound('Crew');
  return toCrew(row);
}
