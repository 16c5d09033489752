import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useApi } from '../../lib/api-context';
import type { QueueFilter } from '../../lib/query-keys';
import { queryKeys } from '../../lib/query-keys';
import { catalogItemsQuery } from '../../records/catalog-queries';
import { SelectField } from '../../ui/select-field';
import { TextField } from '../../ui/text-field';

export interface QueueFiltersProps {
  filter: QueueFilter;
  onChange: (name: keyof QueueFilter, value: string) => void;
}

/** The filters folded under "More filters"; the summary counts those set. */
const MORE: readonly (keyof QueueFilter)[] = ['categories', 'districtIds', 'minAgeDays', 'dueOnly'];

/**
 * Text, category, district, minimum age and due-only: each one a search parameter of the address.
 * Search is always shown; the rest fold away so the queue's rows keep the rail's height.
 */
export function QueueFilters({ filter, onChange }: QueueFiltersProps) {
  const moreSet = MORE.filter((name) => filter[name]).length;
  // Unfolded at first when a link set any of them; after that the dispatcher folds it.
  const [startsOpen] = useState(moreSet > 0);
  const [open, setOpen] = useState(startsOpen);
  const api = useApi();
  const districts = useQuery({
    queryKey: queryKeys.schedule.districts(),
    queryFn: ({ signal }) => api.get('/districts', { signal }),
  });
  // The catalog's categories, as the queue's rows name them: typed by hand, "Stump" matched nothing.
  const categories = useQuery({
    ...catalogItemsQuery(api),
    // Read once "More filters" is first opened: not a request more while the board loads.
    enabled: open,
    select: (items) => [...new Set(items.map((item) => item.category))].sort((a, b) => a.localeCompare(b)),
  });
  // A link may name categories the list does not offer (several, or one no longer in the catalog): offered as they are.
  const named = filter.categories && !categories.data?.includes(filter.categories) ? filter.categories : null;
  // A link (or another dispatcher) may name a district that has since been deleted: say so, rather than seem unfiltered.
  const deleted =
    filter.districtIds && districts.data && !districts.data.items.some((district) => district.id === filter.districtIds)
      ? filter.districtIds
      : null;
  return (
    <div className="queue-filters" role="search" aria-label="Queue filters">
      <TextField
        label="Search"
        type="search"
        placeholder="Job, site or customer"
        value={filter.q ?? ''}
        onChange={(event) => onChange('q', event.target.value)}
      />
      <details
        className="queue-filters__more"
        open={startsOpen || undefined}
        onToggle={(event) => event.currentTarget.open && setOpen(true)}
      >
        <summary>{moreSet > 0 ? `More filters (${moreSet} set)` : 'More filters'}</summary>
        <SelectField
          label="Category"
          value={filter.categories ?? ''}
          onChange={(event) => onChange('categories', event.target.value)}
        >
          <option value="">Any category</option>
          {categories.data?.map((category) => (
            <option key={category} value={category}>
              {category}
            </option>
          ))}
          {named && <option value={named}>{named.split(',').join(', ')}</option>}
        </SelectField>
        <SelectField
          label="District"
          value={filter.districtIds ?? ''}
          onChange={(event) => onChange('districtIds', event.target.value)}
        >
          <option value="">Any district</option>
          {districts.data?.items.map((district) => (
            <option key={district.id} value={district.id}>
              {district.name}
            </option>
          ))}
          {deleted && <option value={deleted}>A deleted district</option>}
        </SelectField>
        <TextField
          label="Minimum age (days)"
          type="number"
          min={0}
          value={filter.minAgeDays ?? ''}
          onChange={(event) => onChange('minAgeDays', event.target.value)}
        />
        <label className="queue-filters__check">
          <input
            type="checkbox"
            checked={filter.dueOnly === 'true'}
            onChange={(event) => onChange('dueOnly', event.target.checked ? 'true' : '')}
          />{' '}
          Due program rounds only
        </label>
      </details>
    </div>
  );
}
