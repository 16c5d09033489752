import { distanceUnits, distanceUnitSchema, type DistanceUnit } from '../../shared/contract/org';
import { readOrgSettings } from '../orgs/org-settings.service';
import { assertTimeZone, createOrganization, findOrganization, updateOrganizationSettings } from '../orgs/orgs.service';
import { originOption, required, uuidOption, wholeNumberOption, type ParsedArgs } from './cli-args';
import type { CliCommand } from './cli-command';
import { UsageError } from './usage-error';

function timeZoneOption(args: ParsedArgs): string | undefined {
  const timeZone = args.values['time-zone']?.trim();
  if (timeZone === undefined) return undefined;
  try {
    assertTimeZone(timeZone);
  } catch {
    throw new UsageError(`--time-zone must be an IANA zone such as America/Los_Angeles, got "${timeZone}"`);
  }
  return timeZone;
}

function distanceUnitOption(args: ParsedArgs): DistanceUnit {
  const unit = args.values['distance-unit']?.trim() ?? '';
  const parsed = distanceUnitSchema.safeParse(unit);
  if (!parsed.success)
    throw new UsageError(`--distance-unit must be one of ${distanceUnits.join(', ')}, got "${unit}"`);
  return parsed.data;
}

export const orgCreateCommand: CliCommand = {
  name: 'org:create',
  usage: '--name N [--time-zone America/Los_Angeles]',
  summary: 'create an organization; prints {"id"}',
  options: { name: { type: 'string' }, 'time-zone': { type: 'string' } },
  prepare(args) {
    const name = required(args, 'name');
    if (name.length > 200) throw new UsageError('--name must be at most 200 characters');
    const timeZone = timeZoneOption(args);
    return ({ database, clock }) =>
      createOrganization(database.db, { name, ...(timeZone && { timeZone }) }, clock.now());
  },
};

/** Largest freeze horizon accepted: two weeks. */
const MAX_FREEZE_HOURS = 14 * 24;

export const orgSettingsCommand: CliCommand = {
  name: 'org:settings',
  usage: '--org ID [--origin "Label,lat,lng"|none] [--time-zone Zone] [--freeze-hours N] [--distance-unit mi|km]',
  summary:
    'show or change the depot origin, time zone, route freeze horizon and the unit the app shows distances in; prints the settings',
  options: {
    org: { type: 'string' },
    origin: { type: 'string' },
    'time-zone': { type: 'string' },
    'freeze-hours': { type: 'string' },
    'distance-unit': { type: 'string' },
  },
  prepare(args) {
    const orgId = uuidOption(args, 'org');
    const change = {
      ...(args.values.origin !== undefined && { origin: originOption(args, 'origin') ?? null }),
      ...(args.values['time-zone'] !== undefined && { timeZone: timeZoneOption(args) }),
      ...(args.values['freeze-hours'] !== undefined && {
        freezeHours: wholeNumberOption(args, 'freeze-hours', { min: 0, max: MAX_FREEZE_HOURS }),
      }),
      ...(args.values['distance-unit'] !== undefined && { distanceUnit: distanceUnitOption(args) }),
    };
    return async ({ database, clock }) => {
      const row =
        Object.keys(change).length > 0
          ? await updateOrganizationSettings(database.db, orgId, change, clock.now())
          : await findOrganization(database.db, orgId);
      if (!row) throw new UsageError(`unknown organization ${orgId}`);
      return { id: row.id, ...(await readOrgSettings(database.db, orgId)) };
    };
  },
};
