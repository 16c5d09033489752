import { readFileSync } from 'node:fs';
import type { z } from 'zod';
import { onePositional, uuidOption } from './cli-args';
import type { CliCommand } from './cli-command';
import {
  findSiteOrganization,
  importTrees,
  treeFeatureCollectionSchema,
  type TreeFeatureCollection,
} from './inventory-import';
import { UsageError } from './usage-error';

const SHOWN_PROBLEMS = 5;

function describeProblems(error: z.ZodError): string {
  const problems = error.issues.map((issue) => `${issue.path.join('.') || '(file)'}: ${issue.message}`);
  const more = problems.length > SHOWN_PROBLEMS ? `; and ${problems.length - SHOWN_PROBLEMS} more` : '';
  return problems.slice(0, SHOWN_PROBLEMS).join('; ') + more;
}

function readCollection(file: string): TreeFeatureCollection {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    throw new UsageError(`cannot read ${file}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new UsageError(`${file} is not valid JSON`);
  }
  const parsed = treeFeatureCollectionSchema.safeParse(json);
  if (!parsed.success)
    throw new UsageError(`${file} is not a FeatureCollection of trees: ${describeProblems(parsed.error)}`);
  return parsed.data;
}

export const inventoryImportCommand: CliCommand = {
  name: 'inventory:import',
  usage: '--site ID FILE.geojson',
  summary:
    'add captured trees to a site from a GeoJSON FeatureCollection of Points (Tree fields as properties); prints {"imported"}',
  options: { site: { type: 'string' } },
  positionals: true,
  prepare(args) {
    const siteId = uuidOption(args, 'site');
    const collection = readCollection(onePositional(args, 'GeoJSON file'));
    return async ({ database, clock }) => {
      const orgId = await findSiteOrganization(database.db, siteId);
      if (!orgId) throw new UsageError(`unknown site ${siteId}`);
      return { imported: await importTrees(database.db, { orgId, id: siteId }, collection, clock.now()) };
    };
  },
};
