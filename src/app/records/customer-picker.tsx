import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Customer } from '../../shared/contract/customers';
import { useApi } from '../lib/api-context';
import { SearchCombobox } from '../ui/search-combobox';
import type { FieldChrome } from '../ui/field';
import { customerPagesQuery, customerQuery } from './customer-queries';
import { matchesOfPages, usePickerSearch } from './picker-search';

export interface CustomerPickerProps extends FieldChrome {
  /** The chosen customer's id, '' for none. */
  customerId: string;
  onChange: (customerId: string) => void;
  /** What no customer means, for a filter ("All customers"): the choice can then be cleared. */
  emptyChoice?: string;
}

/**
 * Choosing one customer among any number: what is typed searches the customers list by name
 * (GET /customers `search`), a page at a time as the list is scrolled.
 */
export function CustomerPicker({ customerId, onChange, emptyChoice, ...chrome }: CustomerPickerProps) {
  const api = useApi();
  const { search, open, settling, bind } = usePickerSearch();
  const pages = useInfiniteQuery({
    ...customerPagesQuery(api, search),
    enabled: open,
    placeholderData: keepPreviousData,
  });
  // The customer just picked is shown at once; one chosen elsewhere (the address) is read by its id.
  const [picked, setPicked] = useState<Customer | null>(null);
  const chosen = useQuery({
    ...customerQuery(api, customerId),
    enabled: customerId !== '' && picked?.id !== customerId,
  });
  const selected = customerId === '' ? null : picked?.id === customerId ? picked : (chosen.data ?? null);
  return (
    <SearchCombobox
      {...chrome}
      {...bind}
      matches={matchesOfPages(pages, settling)}
      selected={selected}
      onSelect={(customer) => {
        setPicked(customer);
        onChange(customer?.id ?? '');
      }}
      itemKey={(customer) => customer.id}
      itemText={(customer) => customer.name}
      // Two customers of one name are told apart by how they are reached.
      itemDetail={(customer) => customer.email ?? customer.phone ?? undefined}
      noMatch={(text) => (text === '' ? 'No customers yet.' : `No customer matches “${text}”.`)}
      finding="Finding customers…"
      emptyChoice={emptyChoice}
      placeholder={emptyChoice ?? 'Type part of a name'}
    />
  );
}
