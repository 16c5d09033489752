import { recordEvent } from '../events/events.service';
import type { Crew, ListCrewsQuery, UpdateCrew } from '../../shared/contract/crews';
import type { FieldProblem } from '../../shared/contract/common';
import type { DbOrTx, Tx } from '../db/client';
import { toIso } from '../db/sql-helpers';
import { notFound, ValidationError } from '../http/app-error';
import type { CrewReach } from '../keys/crew-reach';
import {
  listCatalogCategories,
  listCrewRows,
  listKnownDistrictIds,
  updateCrewCapabilities,
  type CrewWithCountRow,
} from './crews.repo';

function toCrew(row: CrewWithCountRow): Crew {
  return {
    id: row.id,
    name: row.name,
    color: row.color,
    active: row.active,
    dayStartMinutes: row.dayStartMinutes,
    dayEndMinutes: row.dayEndMinutes,
    memberCount: row.memberCount,
    serviceCategories: row.serviceCategories,
    homeDistrictIds: row.homeDistrictIds,
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

/**
 * The categories as the catalog spells them, and every problem with the change: a category the
 * catalog does not name (any case) or a district the organization does not have (a typo would
 * otherwise take a crew off all its work unseen).
 */
async function checkCapabilities(
  tx: Tx,
  orgId: string,
  change: UpdateCrew,
): Promise<{ serviceCategories?: string[] | null; homeDistrictIds?: string[] }> {
  const problems: FieldProblem[] = [];
  const checked: { serviceCategories?: string[] | null; homeDistrictIds?: string[] } = {};
  if (change.serviceCategories !== undefined) {
    if (change.serviceCategories === null) checked.serviceCategories = null;
    else {
      const catalog = new Map((await listCatalogCategories(tx, orgId)).map((name) => [name.toLowerCase(), name]));
      const names: string[] = [];
      change.serviceCategories.forEach((category, index) => {
        const name = catalog.get(category.toLowerCase());
        if (name === undefined)
          problems.push({ field: `serviceCategories.${index}`, problem: 'is not a category of the catalog' });
        else if (!names.includes(name)) names.push(name);
      });
      checked.serviceCategories = names;
    }
  }
  if (change.homeDistrictIds !== undefined) {
    const ids = [...new Set(change.homeDistrictIds)];
    const known = await listKnownDistrictIds(tx, orgId, ids);
    change.homeDistrictIds.forEach((id, index) => {
      if (!known.has(id)) problems.push({ field: `homeDistrictIds.${index}`, problem: 'is not a district' });
    });
    checked.homeDistrictIds = ids;
  }
  if (problems.length > 0) throw new ValidationError(problems);
  return checked;
}

/** PATCH /crews/{crewId} (extension): what the crew can do; an archived crew may be changed too. */
export async function updateCrew(tx: Tx, orgId: string, crewId: string, change: UpdateCrew, now: Date): Promise<Crew> {
  const [existing] = await listCrewRows(tx, orgId, { id: crewId });
  if (!existing) throw notFound('Crew');
  const checked = await checkCapabilities(tx, orgId, change);
  await updateCrewCapabilities(tx, orgId, crewId, checked, now);
  const crew = await getCrew(tx, orgId, crewId);
  // Last, after every other lock (recordEvent's rule): the board's other dispatchers read the crews again.
  await recordEvent(tx, orgId, { type: 'crew.changed', payload: { crewId } }, now);
  return crew;
}
