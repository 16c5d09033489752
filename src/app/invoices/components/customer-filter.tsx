import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { customerPagesQuery, customerQuery } from '../../records/customer-queries';
import { useApi } from '../../lib/api-context';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { SelectField } from '../../ui/select-field';
import { TextField } from '../../ui/text-field';

const SEARCH_SETTLE_MS = 250;

/** Choosing one customer among many: a name search narrows the choices of the select. */
export function CustomerFilter({
  customerId,
  onChange,
}: {
  customerId: string;
  onChange: (customerId: string) => void;
}) {
  const api = useApi();
  const [text, setText] = useState('');
  const search = useDebouncedValue(text.trim(), SEARCH_SETTLE_MS);
  const matches = useInfiniteQuery({ ...customerPagesQuery(api, search), placeholderData: keepPreviousData });
  // The chosen customer stays a choice even when the search no longer finds it.
  const chosen = useQuery({ ...customerQuery(api, customerId), enabled: customerId !== '' });
  const found = matches.data?.pages[0]?.items ?? [];
  const choices =
    chosen.data && !found.some((customer) => customer.id === customerId) ? [chosen.data, ...found] : found;

  return (
    <>
      <TextField
        label="Find customer"
        type="search"
        placeholder="Part of a name"
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <SelectField label="Customer" value={customerId} onChange={(event) => onChange(event.target.value)}>
        <option value="">All customers</option>
        {choices.map((customer) => (
          <option key={customer.id} value={customer.id}>
            {customer.name}
          </option>
        ))}
      </SelectField>
    </>
  );
}
