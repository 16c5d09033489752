/**
 * What a crew can do (docs/decisions/crews.md "Crew capabilities"): the catalog service categories
 * it takes (null: every one) and the districts it prefers. Categories compare whatever their case,
 * as the queue's `categories` filter does (a clerk's "pruning" is the catalog's "Pruning").
 */
export interface CrewCapabilities {
  /** null: the crew takes every category (the default). */
  serviceCategories: readonly string[] | null;
  homeDistrictIds: readonly string[];
}

/** The categories of the work the crew does not take; empty when it takes all of them. */
export function categoriesNotTaken(crewCategories: readonly string[] | null, work: readonly string[]): string[] {
  if (crewCategories === null) return [];
  const taken = new Set(crewCategories.map((category) => category.toLowerCase()));
  return work.filter((category) => !taken.has(category.toLowerCase()));
}

/** Whether the crew takes every category of the work (work with no catalog-backed lines goes anywhere). */
export function crewTakes(crewCategories: readonly string[] | null, work: readonly string[]): boolean {
  return categoriesNotTaken(crewCategories, work).length === 0;
}

/** Whether the work's site lies in one of the crew's home districts. */
export function inHomeDistrict(homeDistrictIds: readonly string[], workDistrictIds: readonly string[]): boolean {
  return homeDistrictIds.length > 0 && workDistrictIds.some((id) => homeDistrictIds.includes(id));
}

/** "removals", "removals and stump grinding", "a, b and c": categories as a sentence says them. */
export function categoryWords(categories: readonly string[]): string {
  const lower = categories.map((category) => category.toLowerCase());
  if (lower.length <= 1) return lower[0] ?? '';
  return `${lower.slice(0, -1).join(', ')} and ${lower[lower.length - 1]}`;
}

/** Why a crew no longer takes work it was given: archived, or some of the work's categories not taken. */
export interface CrewChange {
  archived: boolean;
  /** The work's categories the crew does not take (empty when archived). */
  missing: readonly string[];
}

/** How the crew fails the work now (a plan gave it the work earlier), or null while it takes it. */
export function crewChangeFor(
  crew: { active: boolean; serviceCategories: readonly string[] | null },
  work: readonly string[],
): CrewChange | null {
  if (!crew.active) return { archived: true, missing: [] };
  const missing = categoriesNotTaken(crew.serviceCategories, work);
  return missing.length > 0 ? { archived: false, missing } : null;
}

/** "Alder crew was archived", "Alder crew no longer does pruning and removal". */
export const crewChangeWords = (crewName: string, change: CrewChange): string =>
  change.archived ? `${crewName} was archived` : `${crewName} no longer does ${categoryWords(change.missing)}`;
