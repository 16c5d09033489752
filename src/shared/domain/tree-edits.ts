import type { CreateTree, UpdateTree } from '../contract/inventory';

type TreeFacts = Required<CreateTree>;

/** What an office write stores besides the fields as sent. */
export interface TreeColumns extends Partial<TreeFacts> {
  speciesSource?: 'user-confirmed' | 'user-corrected';
  speciesConfidence?: null;
  dbhConfidence?: null;
}

/**
 * A tree added in the office: a person named the species (user-confirmed, no confidence) and
 * measured the DBH (no confidence: null means not estimated).
 */
export function newTreeColumns(
  tree: CreateTree,
): TreeFacts & { speciesSource: 'user-confirmed'; speciesConfidence: null; dbhConfidence: null } {
  return {
    commonName: tree.commonName ?? null,
    scientificName: tree.scientificName ?? null,
    dbhInches: tree.dbhInches ?? null,
    healthCondition: tree.healthCondition ?? null,
    latitude: tree.latitude ?? null,
    longitude: tree.longitude ?? null,
    speciesSource: 'user-confirmed',
    speciesConfidence: null,
    dbhConfidence: null,
  };
}

/**
 * A correction: only what was sent changes. A new species is a person's correction of whatever
 * named it before (user-corrected, its AI confidence dropped); a new DBH is measured; the location
 * moves as a pair, so one coordinate can never be left behind.
 */
export function treeCorrection(
  current: { commonName: string | null; scientificName: string | null; dbhInches: number | null },
  change: UpdateTree,
): TreeColumns {
  const columns: TreeColumns = {};
  if (change.commonName !== undefined) columns.commonName = change.commonName;
  if (change.scientificName !== undefined) columns.scientificName = change.scientificName;
  if (change.healthCondition !== undefined) columns.healthCondition = change.healthCondition;
  if (change.latitude !== undefined || change.longitude !== undefined) {
    columns.latitude = change.latitude ?? null;
    columns.longitude = change.longitude ?? null;
  }
  const renamed =
    (columns.commonName !== undefined && columns.commonName !== current.commonName) ||
    (columns.scientificName !== undefined && columns.scientificName !== current.scientificName);
  if (renamed) {
    columns.speciesSource = 'user-corrected';
    columns.speciesConfidence = null;
  }
  if (change.dbhInches !== undefined && change.dbhInches !== current.dbhInches) {
    columns.dbhInches = change.dbhInches;
    columns.dbhConfidence = null;
  }
  return columns;
}
