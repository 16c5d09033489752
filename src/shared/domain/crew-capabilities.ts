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
