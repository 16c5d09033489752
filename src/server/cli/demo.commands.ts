import { seedDemo } from '../demo/seed-demo';
import { findOrganization } from '../orgs/orgs.service';
import { choiceOption, uuidOption } from './cli-args';
import type { CliCommand } from './cli-command';
import { UsageError } from './usage-error';

export const demoSeedCommand: CliCommand = {
  name: 'demo:seed',
  usage: '--org ID [--size small|large]',
  summary: 'fill an organization with demo crews, customers, sites, trees, catalog and estimates; prints a summary',
  options: { org: { type: 'string' }, size: { type: 'string' } },
  prepare(args) {
    const orgId = uuidOption(args, 'org');
    const size = choiceOption(args, 'size', ['small', 'large'] as const, 'small');
    return async ({ database, storage, clock, travel }) => {
      if (!(await findOrganization(database.db, orgId))) throw new UsageError(`unknown organization ${orgId}`);
      return seedDemo(database.db, orgId, { size, now: clock.now(), storage, travel });
    };
  },
};
