import type { trees } from '../db/schema';
import { addDays, notAfterNow, type SeedContext } from './seed-profile';
import type { SiteRow } from './sites.seed';
import { fieldVocabulary, healthWeights, observations, treeSpecies, treeTags, type Health } from './tree-species';

export type TreeRow = typeof trees.$inferInsert & { id: string; siteId: string; capturedAt: Date };

const speciesChoices = treeSpecies.map((species) => [species, species.weight] as const);

const riskByHealth: Partial<Record<Health, readonly [number, number, string]>> = {
  poor: [4, 8, 'Moderate: failure possible within three years; target is occasional'],
  dead: [6, 10, 'High: dead wood over a frequently used target'],
  hazardous: [9, 12, 'Extreme: imminent failure over house or street; act now'],
};

const speciesSources = [
  ['ai', 45],
  ['user-confirmed', 30],
  ['user-corrected', 15],
  ['live-confirmed', 10],
] as const;

function generateTree(context: SeedContext, site: SiteRow): TreeRow {
  const { random, newId } = context;
  const identified = random.chance(0.95);
  const species = random.weighted(speciesChoices);
  const speciesSource = identified ? random.weighted(speciesSources) : 'ai';
  const health: Health | null = random.chance(0.96) ? random.weighted(healthWeights) : null;
  const vocabulary = fieldVocabulary[health ?? 'good'];
  const dbhInches = random.chance(0.95) ? random.real(species.dbh[0], species.dbh[1]) : null;
  const heightFeet = random.chance(0.9) ? random.int(species.height[0], species.height[1]) : null;
  const risk = health ? riskByHealth[health] : undefined;
  const located = site.latitude !== null && site.longitude !== null && random.chance(0.95);
  const stamp = notAfterNow(context, addDays(site.createdAt, random.real(0.1, 20, 4)));
  return {
    orgId: context.orgId,
    id: newId(),
    siteId: site.id,
    commonName: identified ? species.commonName : null,
    scientificName: identified ? species.scientificName : null,
    // The model's confidence is kept when a person only confirmed its guess.
    speciesConfidence:
      speciesSource === 'ai' || speciesSource === 'user-confirmed'
        ? identified
          ? random.real(0.35, 0.99, 2)
          : null
        : null,
    speciesSource,
    dbhInches,
    dbhConfidence: dbhInches !== null && random.chance(0.7) ? random.real(0.5, 0.95, 2) : null,
    heightFeet,
    heightConfidence: heightFeet !== null && random.chance(0.6) ? random.real(0.4, 0.9, 2) : null,
    canopySpreadFeet:
      heightFeet !== null && random.chance(0.8) ? Math.round(heightFeet * random.real(0.3, 0.7, 2)) : null,
    canopyConfidence: random.chance(0.5) ? random.real(0.4, 0.9, 2) : null,
    trunkCount: random.weighted([
      [1, 80],
      [2, 8],
      [3, 3],
      [null, 9],
    ] as const),
    quantity: species.hedge && random.chance(0.6) ? random.int(3, 12) : 1,
    healthCondition: health,
    hazardRating: risk ? random.int(risk[0], risk[1]) : null,
    riskAssessment: risk ? risk[2] : null,
    defects: health === 'good' && random.chance(0.7) ? [] : random.sample(vocabulary.defects, random.int(1, 2)),
    observations: random.sample(observations, random.int(0, 2)),
    recommendations: random.sample(vocabulary.recommendations, random.int(1, 2)),
    tags: random.chance(0.3) ? random.sample(treeTags, random.int(1, 2)) : [],
    latitude:
      located && site.latitude != null ? Number((site.latitude + random.real(-0.0003, 0.0003, 6)).toFixed(6)) : null,
    longitude:
      located && site.longitude != null ? Number((site.longitude + random.real(-0.0004, 0.0004, 6)).toFixed(6)) : null,
    gpsAccuracyMeters: located ? random.real(2, 15) : null,
    capturedAt: stamp,
    createdAt: stamp,
    updatedAt: stamp,
  };
}

/** Captured trees for a share of the sites, each near its site's coordinates. */
export function generateTrees(context: SeedContext, siteRows: readonly SiteRow[]): TreeRow[] {
  const { random, profile } = context;
  const rows: TreeRow[] = [];
  for (const site of siteRows) {
    if (!random.chance(profile.treeSiteShare)) continue;
    const count = random.int(profile.treesPerSite[0], profile.treesPerSite[1]);
    for (let i = 0; i < count; i += 1) rows.push(generateTree(context, site));
  }
  return rows;
}
