import type { estimates } from '../db/schema';
import type { CatalogRow } from './catalog.seed';
import { draftLines, quotedPrice, type LineDraft, type LineRow } from './estimate-lines.seed';
import type { Random } from './prng';
import { addDays, notAfterNow, someTimeAgo, type SeedContext } from './seed-profile';
import type { SiteRow } from './sites.seed';
import type { TreeRow } from './trees.seed';

export type EstimateRow = typeof estimates.$inferInsert & { id: string; number: number; createdAt: Date };

type Status = 'draft' | 'sent' | 'accepted' | 'declined' | 'canceled';
/** Accepted work is either waiting for the crews, under way (some lines done) or complete (every line done). */
type Progress = 'waiting' | 'under_way' | 'complete';

const statusShares: readonly (readonly [Status, number])[] = [
  ['draft', 0.18],
  ['sent', 0.2],
  ['declined', 0.14],
  ['canceled', 0.1],
];

/** Exact shares rather than independent draws, so a small organization still shows every status. */
function statusPlan(random: Random, count: number): Status[] {
  const plan: Status[] = statusShares.flatMap(([status, share]) =>
    Array<Status>(Math.max(1, Math.round(count * share))).fill(status),
  );
  while (plan.length < count) plan.push('accepted');
  plan.length = count;
  for (let i = plan.length - 1; i > 0; i -= 1) {
    const j = random.int(0, i);
    [plan[i], plan[j]] = [plan[j] as Status, plan[i] as Status];
  }
  return plan;
}

interface Timeline {
  createdAt: Date;
  sentAt: Date | null;
  acceptedAt: Date | null;
  updatedAt: Date;
  finishedAt: Date | null;
}

function timeline(context: SeedContext, status: Status, progress: Progress, fromApp: boolean): Timeline {
  const { random } = context;
  if (status === 'accepted') {
    const acceptedAt = progress === 'complete' ? someTimeAgo(context, 20, 120) : someTimeAgo(context, 0.5, 42);
    // Estimates written in the app are often signed on the spot, never sent.
    const onTheSpot = fromApp && random.chance(0.5);
    const sentAt = onTheSpot ? null : addDays(acceptedAt, -random.real(1, 14, 4));
    const createdAt = addDays(sentAt ?? acceptedAt, -random.real(0.02, 3, 4));
    const finishedAt = progress === 'waiting' ? null : notAfterNow(context, addDays(acceptedAt, random.real(3, 15, 4)));
    return { createdAt, sentAt, acceptedAt, updatedAt: finishedAt ?? acceptedAt, finishedAt };
  }
  const createdAt = status === 'draft' ? someTimeAgo(context, 0.2, 30) : someTimeAgo(context, 2, 180);
  const sentAt =
    status === 'draft' || (status === 'canceled' && random.chance(0.5))
      ? null
      : notAfterNow(context, addDays(createdAt, random.real(0.05, 2, 4)));
  const closedAt =
    status === 'declined' || status === 'canceled'
      ? notAfterNow(context, addDays(sentAt ?? createdAt, random.real(1, 20, 4)))
      : null;
  return { createdAt, sentAt, acceptedAt: null, updatedAt: closedAt ?? sentAt ?? createdAt, finishedAt: null };
}

/** Estimators give hours for most office estimates; the rest shows the board's "? h" and its placeholder. */
const WITH_HOURS_SHARE = 0.85;

const narratives = [
  'Thank you for walking the property with us. Prices include cleanup and haul-away.',
  'Work to ANSI A300 standards by an ISA Certified Arborist. City permit fees not included.',
  'We will protect lawn and beds with plywood where the equipment crosses.',
] as const;

export interface EstimateInputs {
  sites: readonly SiteRow[];
  treesBySite: ReadonlyMap<string, TreeRow[]>;
  catalog: readonly CatalogRow[];
  /** The organization's next JOB number (continues its counter). */
  firstNumber: number;
}

export function generateEstimates(
  context: SeedContext,
  inputs: EstimateInputs,
): { estimates: EstimateRow[]; lines: LineRow[] } {
  const { random, newId, orgId, profile } = context;
  const sitesWithTrees = inputs.sites.filter((site) => inputs.treesBySite.has(site.id));
  const drafts: {
    row: EstimateRow;
    lines: LineDraft[];
    progress: Progress;
    finishedAt: Date | null;
    fromApp: boolean;
    withHours: boolean;
  }[] = [];
  for (const status of statusPlan(random, profile.estimates)) {
    const site =
      sitesWithTrees.length > 0 && random.chance(0.8) ? random.pick(sitesWithTrees) : random.pick(inputs.sites);
    const fromApp = random.chance(0.4);
    const progress: Progress =
      status === 'accepted'
        ? random.weighted([
            ['waiting', 55],
            ['under_way', 10],
            ['complete', 35],
          ] as const)
        : 'waiting';
    const times = timeline(context, status, progress, fromApp);
    drafts.push({
      progress,
      fromApp,
      finishedAt: times.finishedAt,
      withHours: fromApp || random.chance(WITH_HOURS_SHARE),
      lines: draftLines(random, inputs.catalog, inputs.treesBySite.get(site.id) ?? []),
      row: {
        orgId,
        id: newId(),
        number: 0,
        status,
        siteId: site.id,
        customerId: fromApp && random.chance(0.15) ? null : site.customerId,
        origin: fromApp ? 'app' : 'manual',
        narrative: random.chance(0.4) ? random.pick(narratives) : null,
        expectedDays: status === 'accepted' && random.chance(0.4) ? random.int(1, 3) : null,
        expiresAt: addDays(times.createdAt, 30),
        sentAt: times.sentAt,
        acceptedAt: times.acceptedAt,
        createdAt: times.createdAt,
        updatedAt: times.updatedAt,
      },
    });
  }
  // JOB numbers follow creation order, as they would have been handed out.
  drafts.sort((a, b) => a.row.createdAt.getTime() - b.row.createdAt.getTime());
  const lines: LineRow[] = [];
  for (const [index, draft] of drafts.entries()) {
    draft.row.number = inputs.firstNumber + index;
    for (const [position, line] of draft.lines.entries()) {
      const done = draft.progress === 'complete' || (draft.progress === 'under_way' && position === 0);
      lines.push({
        orgId,
        id: newId(),
        estimateId: draft.row.id,
        lineNumber: position + 1,
        description: line.description,
        coverage: line.coverage,
        quantity: line.quantity,
        // In the app an estimator may leave a line for the office to price: unpriced, never zero.
        unitPriceCents: draft.fromApp && random.chance(0.35) ? null : quotedPrice(random, line.item),
        status: done ? 'done' : 'pending',
        catalogItemId: line.item.id,
        siteId: null,
        treeIds: draft.fromApp ? line.treeIds : [],
        estimatedHours: draft.withHours ? Math.round(line.hoursEach * line.quantity * 4) / 4 : null,
        createdAt: draft.row.createdAt,
        updatedAt: done && draft.finishedAt ? draft.finishedAt : draft.row.createdAt,
      });
    }
  }
  return { estimates: drafts.map((draft) => draft.row), lines };
}
