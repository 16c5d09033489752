import type { Tree } from '../../shared/contract/inventory';

/** Below this confidence an AI identification is only a guess (api.md: "ai with low confidence is a guess"). */
export const GUESS_BELOW_CONFIDENCE = 0.6;

export type SpeciesStatus = 'guess' | 'ai' | 'confirmed';

/** Any source but `ai` means a person confirmed (or corrected) the species. */
export function speciesStatus(tree: Pick<Tree, 'speciesSource' | 'speciesConfidence'>): SpeciesStatus {
  if (tree.speciesSource !== 'ai') return 'confirmed';
  return tree.speciesConfidence === null || tree.speciesConfidence < GUESS_BELOW_CONFIDENCE ? 'guess' : 'ai';
}
