import { crewKeyScopes, scopes as officeScopes } from '../../shared/contract/scopes';
import { keyGrantProblems } from '../../shared/domain/key-grants';
import { createApiKey, findApiKeyById, findCrewName, revokeApiKey } from '../keys/api-keys';
import { findOrganization } from '../orgs/orgs.service';
import { futureInstantOption, optionalText, scopesOption, uuidOption } from './cli-args';
import type { CliCommand } from './cli-command';
import { UsageError } from './usage-error';

/** The operator may make any key (no key of theirs to stay within); what a crew key may hold still applies. */
const OPERATOR = { scopes: officeScopes, crewId: null, expiresAt: null };

export const keyCreateCommand: CliCommand = {
  name: 'key:create',
  usage: '--org ID --scopes a,b,c|all [--crew ID] [--name N] [--expires-at ISO]',
  summary:
    'create an API key (with --crew, bound to that crew; "all" is then every scope a crew key may hold); prints {"id","key"} (the key is shown only this once)',
  options: {
    org: { type: 'string' },
    scopes: { type: 'string' },
    crew: { type: 'string' },
    name: { type: 'string' },
    'expires-at': { type: 'string' },
  },
  prepare(args) {
    const orgId = uuidOption(args, 'org');
    const crewId = args.values.crew === undefined ? null : uuidOption(args, 'crew');
    const scopes = scopesOption(args, 'scopes', crewId === null ? officeScopes : crewKeyScopes);
    const label = optionalText(args, 'name', 100);
    const expiresAt = futureInstantOption(args, 'expires-at', new Date()) ?? null;
    const [problem] = keyGrantProblems(OPERATOR, { scopes, crewId, expiresAt }, new Date());
    if (problem) throw new UsageError(`--${problem.field === 'scopes' ? 'scopes' : 'expires-at'}: ${problem.problem}`);
    return async ({ database, clock }) => {
      if (!(await findOrganization(database.db, orgId))) throw new UsageError(`unknown organization ${orgId}`);
      const crewName = crewId === null ? null : await findCrewName(database.db, orgId, crewId);
      if (crewId !== null && crewName === null) throw new UsageError(`unknown crew ${crewId} in organization ${orgId}`);
      // A crew key is named for its crew unless told otherwise: a line it marks done says who did it.
      const name = label ?? crewName;
      const { id, key } = await createApiKey(
        database.db,
        { orgId, scopes, crewId, label: name, expiresAt },
        clock.now(),
      );
      return { id, key };
    };
  },
};

export const keyRevokeCommand: CliCommand = {
  name: 'key:revoke',
  usage: '--id ID',
  summary: 'revoke an API key for good; prints {"id","revoked":true}',
  options: { id: { type: 'string' } },
  prepare(args) {
    const id = uuidOption(args, 'id');
    return async ({ database, clock }) => {
      // Revoking twice is fine (the key stays revoked); only a key that never existed is an error.
      if (!(await findApiKeyById(database.db, id))) throw new UsageError(`unknown key ${id}`);
      await revokeApiKey(database.db, id, clock.now());
      return { id, revoked: true };
    };
  },
};
