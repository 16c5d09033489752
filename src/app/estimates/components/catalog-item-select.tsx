import type { CatalogItem } from '../../../shared/contract/catalog';
import { formatCents } from '../../lib/format';
import { SelectField } from '../../ui/select-field';

export interface CatalogItemSelectProps {
  /** Active, non-bundle items (offeredItems): the proposal is a hint, staff may pick any of these. */
  items: readonly CatalogItem[];
  value: string;
  onChange: (item: CatalogItem | undefined) => void;
  error?: string | undefined;
}

/** The item picker of a draft line, grouped by catalog category. */
export function CatalogItemSelect({ items, value, onChange, error }: CatalogItemSelectProps) {
  const categories = [...new Set(items.map((item) => item.category))];
  return (
    <SelectField
      label="Catalog item"
      required
      value={value}
      error={error}
      onChange={(event) => onChange(items.find((item) => item.id === event.target.value))}
    >
      <option value="">Choose an item…</option>
      {categories.map((category) => (
        <optgroup key={category} label={category}>
          {items
            .filter((item) => item.category === category)
            .map((item) => (
              <option key={item.id} value={item.id}>
                {item.name} ({formatCents(item.unitPriceCents)})
              </option>
            ))}
        </optgroup>
      ))}
    </SelectField>
  );
}
