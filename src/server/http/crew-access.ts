import type { Context } from 'hono';
import { uuidSchema } from '../../shared/contract/common';
import { reachesCrewDay, reachesEstimate, reachesSite, reachesTree, type CrewReach } from '../keys/crew-reach';
import type { AppEnv } from './app-env';
import { notFound } from './app-error';
import type { CrewAccess } from './auth';
import type { Scope } from '../../shared/contract/scopes';
import type { RouteAccess } from './router';

/**
 * How each kind of operation open to crew keys treats them (docs/decisions/crews.md "Crew keys"),
 * given as a route's access: `readRoute(crewAccess.site('inventory:read'), ...)`. A path value that
 * is not an id is let through: validation refuses it (422) before anything is read.
 */

type Reaches = (c: Context<AppEnv>, reach: CrewReach, id: string) => Promise<boolean>;

const byId =
  (param: string, what: string, reaches: Reaches) =>
  (scope: Scope): RouteAccess => ({
    scope,
    crew: async (c, reach) => {
      const id = c.req.param(param);
      if (id === undefined || !uuidSchema.safeParse(id).success) return;
      if (!(await reaches(c, reach, id))) throw notFound(what);
    },
  });

const db = (c: Context<AppEnv>) => c.var.deps.database.db;

const reachedCrewDay: CrewAccess = async (c, reach) => {
  const date = c.req.param('date');
  if (date === undefined || !reachesCrewDay(reach, c.req.param('crewId') ?? null, date)) throw notFound('Route');
};

export const crewAccess = {
  /** The handler narrows its answer to the crew's reach itself (lists, the board, the feed), or shows nothing a crew may not see. */
  narrowed: (scope: Scope): RouteAccess => ({ scope, crew: async () => undefined }),
  /** `{siteId}` must be a site the crew's work is at. */
  site: byId('siteId', 'Site', (c, reach, id) => reachesSite(db(c), reach, id)),
  /** `{treeId}` must stand at such a site. */
  tree: byId('treeId', 'Tree', (c, reach, id) => reachesTree(db(c), reach, id)),
  /** `{estimateId}` must be placed on the crew's days. */
  estimate: byId('estimateId', 'Estimate', (c, reach, id) => reachesEstimate(db(c), reach, id)),
  /** `{crewId}/{date}` must be one of the crew's own days. */
  crewDay: (scope: Scope): RouteAccess => ({ scope, crew: reachedCrewDay }),
};
