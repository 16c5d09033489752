import { createApiKey, findApiKeyById, revokeApiKey } from '../keys/api-keys';
import { findOrganization } from '../orgs/orgs.service';
import { futureInstantOption, scopesOption, uuidOption } from './cli-args';
import type { CliCommand } from './cli-command';
import { UsageError } from './usage-error';

export const keyCreateCommand: CliCommand = {
  name: 'key:create',
  usage: '--org ID --scopes a,b,c|all [--expires-at ISO]',
  summary: 'create an API key; prints {"id","key"} (the key is shown only this once)',
  options: { org: { type: 'string' }, scopes: { type: 'string' }, 'expires-at': { type: 'string' } },
  prepare(args) {
    const orgId = uuidOption(args, 'org');
    const scopes = scopesOption(args, 'scopes');
    const expiresAt = futureInstantOption(args, 'expires-at', new Date());
    return async ({ database, clock }) => {
      if (!(await findOrganization(database.db, orgId))) throw new UsageError(`unknown organization ${orgId}`);
      return createApiKey(database.db, { orgId, scopes, expiresAt: expiresAt ?? null }, clock.now());
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
