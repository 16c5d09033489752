import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../../client/api-client';
import type { Crew, UpdateCrew } from '../../../shared/contract/crews';
import { useApi } from '../../lib/api-context';
import { queryKeys } from '../../lib/query-keys';
import { useWrite } from '../../lib/use-write';
import { useToast } from '../../ui/toast-context';

/** GET /districts under the key the board's district filter reads: the districts a crew may prefer. */
export function crewDistrictsQuery(api: ApiClient) {
  return queryOptions({
    queryKey: queryKeys.schedule.districts(),
    queryFn: ({ signal }) => api.get('/districts', { signal }),
    select: (list) => list.items,
  });
}

/** The catalog's service categories, each once, in the order people read them. */
export const categoriesOf = (items: readonly { category: string }[]) =>
  [...new Set(items.map((item) => item.category).filter((category) => category.trim() !== ''))].sort((a, b) =>
    a.localeCompare(b),
  );

/** "Every kind of work", or "Pruning and Removal". */
export function abilityWords(crew: Pick<Crew, 'serviceCategories'>): string {
  const categories = crew.serviceCategories;
  if (categories === null) return 'Every kind of work';
  if (categories.length <= 1) return categories.join('');
  return `${categories.slice(0, -1).join(', ')} and ${categories[categories.length - 1]}`;
}

/**
 * PATCH /crews/{crewId}: the categories the crew takes and the districts it prefers. Fit, the
 * board's drop and the planner read them from the crews list, so that is what it reads again.
 */
export function useSaveCrewAbilities(crew: Crew) {
  const api = useApi();
  const notify = useToast();
  return useWrite({
    send: ({ change, idempotencyKey }: { change: UpdateCrew; idempotencyKey: string }) =>
      api.patch('/crews/{crewId}', { path: { crewId: crew.id }, body: change, idempotencyKey }),
    touches: () => [queryKeys.schedule.crews()],
    answered: (saved) =>
      notify({ tone: 'success', title: 'Crew saved', body: `${saved.name}: ${abilityWords(saved).toLowerCase()}` }),
  });
}
