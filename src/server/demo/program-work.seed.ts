import { UTCDate } from '@date-fns/utc';
import { addMonths } from 'date-fns';
import { bandedItem, type CatalogRow } from './catalog.seed';
import type { LineRow } from './estimate-lines.seed';
import type { EstimateRow } from './estimates.seed';
import { addDays, type SeedContext } from './seed-profile';
import type { SiteRow } from './sites.seed';
import type { TreeRow } from './trees.seed';

const programWording: Record<string, string> = {
  'PHC soil injection program': 'Soil injection of nutrients and growth regulator, each spring',
  'Dormant oil spray program': 'Dormant oil on the fruit trees, late winter and late summer',
  'Bronze birch borer treatment': 'Systemic basal-bark treatment against bronze birch borer, yearly',
};

const NARRATIVE = 'Plant health care program: treatments renew on schedule, and we call before each round.';

/**
 * Plant-health programs sold about one renewal interval ago whose first round is done: the next
 * round falls due within the coming weeks (the first one a few days overdue), so its window is
 * open today and the work waits in the unscheduled queue with its due round.
 */
export function generateProgramWork(
  context: SeedContext,
  inputs: { sites: readonly SiteRow[]; treesBySite: ReadonlyMap<string, TreeRow[]>; catalog: readonly CatalogRow[] },
): { estimates: EstimateRow[]; lines: LineRow[] } {
  const { random, newId, orgId, profile } = context;
  const programs = inputs.catalog.filter((item) => item.active !== false && item.renewalIntervalMonths != null);
  const located = inputs.sites.filter((site) => site.latitude != null);
  const estimates: EstimateRow[] = [];
  const lines: LineRow[] = [];
  for (let index = 0; index < profile.programEstimates && programs.length > 0; index += 1) {
    const program = programs[index % programs.length]!;
    const dueInDays = index === 0 ? -4 : random.int(3, 26);
    const acceptedAt = addDays(
      new Date(addMonths(new UTCDate(context.now), -(program.renewalIntervalMonths ?? 12)).getTime()),
      dueInDays - random.real(0.05, 0.3, 3),
    );
    const createdAt = addDays(acceptedAt, -random.real(1, 10, 4));
    // Sites are in creation order: the program went to a customer the business already had.
    const known = located.slice(0, sortedIndex(located, createdAt));
    if (known.length === 0) continue;
    const site = random.pick(known);
    const finishedAt = addDays(acceptedAt, random.real(2, 12, 4));
    const tree = random.pick(inputs.treesBySite.get(site.id) ?? [null]);
    const estimate: EstimateRow = {
      orgId,
      id: newId(),
      number: 0,
      status: 'accepted',
      siteId: site.id,
      customerId: site.customerId,
      origin: 'manual',
      narrative: NARRATIVE,
      expectedDays: null,
      expiresAt: addDays(createdAt, 30),
      sentAt: addDays(createdAt, random.real(0.05, 1, 4)),
      acceptedAt,
      createdAt,
      updatedAt: finishedAt,
    };
    estimates.push(estimate);
    const coverage = tree?.commonName ? `${tree.commonName}, front yard` : null;
    const pruning =
      tree && random.chance(0.5) ? bandedItem(inputs.catalog, 'pruning', tree.dbhInches ?? 12) : undefined;
    const drafts = [
      { item: program, description: programWording[program.name] ?? program.name, quantity: 1, hours: 1 },
      ...(pruning
        ? [
            {
              item: pruning,
              description: 'Crown clean ahead of the first treatment',
              quantity: 1,
              hours: 1 + (tree?.dbhInches ?? 12) / 8,
            },
          ]
        : []),
    ];
    drafts.forEach((draft, position) => {
      lines.push({
        orgId,
        id: newId(),
        estimateId: estimate.id,
        lineNumber: position + 1,
        description: draft.description,
        coverage,
        quantity: draft.quantity,
        unitPriceCents: draft.item.unitPriceCents,
        status: 'done',
        catalogItemId: draft.item.id,
        siteId: null,
        treeIds: [],
        estimatedHours: Math.round(draft.hours * 4) / 4,
        createdAt,
        updatedAt: finishedAt,
      });
    });
  }
  return { estimates, lines };
}

/** How many of the sites (in creation order) were created before `moment`. */
function sortedIndex(sites: readonly SiteRow[], moment: Date): number {
  let low = 0;
  let high = sites.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (sites[middle]!.createdAt < moment) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** Every estimate numbered in creation order from `firstNumber`, as the counter would have handed them out. */
export function numberInCreationOrder(estimates: readonly EstimateRow[], firstNumber: number): EstimateRow[] {
  const ordered = [...estimates].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  ordered.forEach((estimate, index) => {
    estimate.number = firstNumber + index;
  });
  return ordered;
}
