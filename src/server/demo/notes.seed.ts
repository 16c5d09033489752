import type { notes } from '../db/schema';
import type { Random } from './prng';
import { addDays, notAfterNow, type SeedContext } from './seed-profile';
import type { SiteRow } from './sites.seed';
import type { TreeRow } from './trees.seed';
import { spotsOnSite, treeSpecies } from './tree-species';

export type NoteRow = typeof notes.$inferInsert;

const clientAsks = [
  'Wants everything done before the June wedding in the back yard.',
  'Call before arriving; the side gate sticks and the dog is friendly.',
  'Worried about the limbs over the bedroom during winter storms.',
  'Asked for the wood to be left in rounds for the fireplace.',
  'Neighbour shares the cost of the fence-line trees.',
  'Prefers Tuesday or Thursday mornings.',
] as const;

const dollars = (cents: number) => `$${(cents / 100).toLocaleString('en-US')}`;

function siteTranscript(
  random: Random,
  mentioned: { species: string; location: string }[],
  costCents: number | null,
): string {
  const trees = mentioned.map((tree) => `the ${tree.species} in the ${tree.location}`).join(' and ');
  const work = random.pick([
    'a crown raise and deadwood out',
    'a clearance prune off the roof',
    'a look at the lean',
    'a structural prune',
  ]);
  const price = costCents === null ? '' : ` I told them about ${dollars(costCents)} for all of it.`;
  return `Walked the property with the owner. They want ${work} on ${trees || 'the big trees out front'}.${price} Access is fine for the chipper from the street.`;
}

function treeTranscript(random: Random, tree: TreeRow): string {
  const name = tree.commonName ?? 'tree';
  const defect = tree.defects?.[0] ?? 'nothing alarming';
  const recommendation = tree.recommendations?.[0] ?? 'monitor';
  const size = tree.dbhInches ? `, about ${Math.round(tree.dbhInches)} inches at breast height` : '';
  return `This ${name}${size}. I'm seeing ${defect}. ${random.pick(['Recommend', 'We should do', 'I would go with'])} ${recommendation}.`;
}

/** Dictated notes for a share of the sites: one about the property, and some spoken at a tree. */
export function generateNotes(
  context: SeedContext,
  siteRows: readonly SiteRow[],
  treesBySite: ReadonlyMap<string, TreeRow[]>,
): NoteRow[] {
  const { random, newId, orgId, profile } = context;
  const rows: NoteRow[] = [];
  for (const site of siteRows) {
    if (!random.chance(profile.noteSiteShare)) continue;
    const siteTrees = treesBySite.get(site.id) ?? [];
    const visit = notAfterNow(context, addDays(site.createdAt, random.real(0.1, 20, 4)));
    const mentioned = (
      siteTrees.length > 0
        ? random.sample(siteTrees, 2).map((tree) => tree.commonName)
        : [random.pick(treeSpecies).commonName]
    )
      .filter((species): species is string => Boolean(species))
      .map((species) => ({ species, location: random.pick(spotsOnSite) }));
    const costCents = random.chance(0.4) ? random.int(6, 120) * 2500 : null;
    rows.push({
      orgId,
      id: newId(),
      siteId: site.id,
      scope: 'site',
      treeId: null,
      transcript: siteTranscript(random, mentioned, costCents),
      estimatedCostCents: costCents,
      clientNotes: random.chance(0.6) ? random.pick(clientAsks) : null,
      health: null,
      defects: [],
      observations: [],
      recommendations: [],
      mentionedTrees: mentioned,
      durationSeconds: random.real(20, 180),
      createdAt: visit,
    });
    for (const [index, tree] of random.sample(siteTrees, random.int(0, 2)).entries()) {
      rows.push({
        orgId,
        id: newId(),
        siteId: site.id,
        scope: 'tree',
        treeId: tree.id,
        transcript: treeTranscript(random, tree),
        estimatedCostCents: random.chance(0.25) ? random.int(4, 60) * 2500 : null,
        clientNotes: null,
        health: tree.healthCondition ?? null,
        defects: tree.defects ?? [],
        observations: tree.observations ?? [],
        recommendations: tree.recommendations ?? [],
        mentionedTrees: [],
        durationSeconds: random.real(8, 60),
        createdAt: notAfterNow(context, addDays(visit, (index + 1) / (24 * 60))),
      });
    }
  }
  return rows;
}
