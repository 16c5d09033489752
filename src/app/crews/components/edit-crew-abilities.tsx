import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { Crew } from '../../../shared/contract/crews';
import { useApi } from '../../lib/api-context';
import { useAttemptKey } from '../../lib/use-attempt-key';
import { catalogItemsQuery } from '../../records/catalog-queries';
import { ApiErrorNotice } from '../../ui/api-error-notice';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { Loading } from '../../ui/loading';
import { RefusalNotice } from '../../ui/refusal-notice';
import { categoriesOf, crewDistrictsQuery, useSaveCrewAbilities } from '../api/use-crew-abilities';

/**
 * What the crew does: every kind of work, or the catalog's categories ticked; and the districts it
 * prefers (a preference the planner weighs, never a rule). Saved in one PATCH /crews/{crewId}.
 */
export function EditCrewAbilities({ crew, onClose }: { crew: Crew; onClose: () => void }) {
  const api = useApi();
  const catalog = useQuery(catalogItemsQuery(api));
  const districts = useQuery(crewDistrictsQuery(api));
  const save = useSaveCrewAbilities(crew);
  const attempt = useAttemptKey();
  const [everything, setEverything] = useState(crew.serviceCategories === null);
  const [categories, setCategories] = useState<string[]>(crew.serviceCategories ?? []);
  const [homes, setHomes] = useState<string[]>(crew.homeDistrictIds);
  const [problem, setProblem] = useState<string | null>(null);
  const known = categoriesOf(catalog.data ?? []);
  // A category the crew was given that the catalog no longer names stays listed, so it can be unticked.
  const shown = [...new Set([...known, ...(crew.serviceCategories ?? [])])];

  const toggle = (values: string[], value: string, on: boolean) =>
    on ? [...values, value] : values.filter((other) => other !== value);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!everything && categories.length === 0) {
      setProblem('Tick at least one kind of work, or choose every kind.');
      return;
    }
    setProblem(null);
    const change = { serviceCategories: everything ? null : categories, homeDistrictIds: homes };
    save.mutate(
      { change, idempotencyKey: attempt.keyFor(change) },
      { onSuccess: onClose, onSettled: () => attempt.settle() },
    );
  }

  return (
    <Dialog title={`What ${crew.name} does`} onClose={onClose}>
      <form className="stack" onSubmit={submit}>
        {(catalog.isPending || districts.isPending) && <Loading label="Reading the catalog and districts" />}
        {catalog.isError && <ApiErrorNotice error={catalog.error} />}
        {districts.isError && <ApiErrorNotice error={districts.error} />}
        <fieldset className="crews-abilities__group">
          <legend>Kinds of work it takes</legend>
          <label>
            <input type="radio" name="takes" checked={everything} onChange={() => setEverything(true)} /> Every kind
          </label>
          <label>
            <input type="radio" name="takes" checked={!everything} onChange={() => setEverything(false)} /> Only these:
          </label>
          <div className="crews-abilities__choices">
            {shown.map((category) => (
              <label key={category}>
                <input
                  type="checkbox"
                  disabled={everything}
                  checked={!everything && categories.includes(category)}
                  onChange={(event) => setCategories(toggle(categories, category, event.target.checked))}
                />{' '}
                {category}
              </label>
            ))}
          </div>
          {problem && (
            <p className="field__error" role="alert">
              {problem}
            </p>
          )}
        </fieldset>
        <fieldset className="crews-abilities__group">
          <legend>Home districts (preferred, not required)</legend>
          {districts.data?.length === 0 && <p className="muted">The organization has no districts yet.</p>}
          <div className="crews-abilities__choices">
            {districts.data?.map((district) => (
              <label key={district.id}>
                <input
                  type="checkbox"
                  checked={homes.includes(district.id)}
                  onChange={(event) => setHomes(toggle(homes, district.id, event.target.checked))}
                />{' '}
                {district.name}
              </label>
            ))}
          </div>
        </fieldset>
        <RefusalNotice error={save.error} title="Not saved" />
        <div className="crews-link__actions">
          <Button type="submit" variant="primary" busy={save.isPending}>
            Save
          </Button>
          <Button type="button" onClick={onClose}>
            Cancel
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
