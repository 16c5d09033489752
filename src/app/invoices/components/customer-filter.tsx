import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { customerPagesQuery, customerQuery } from '../../records/customer-queries';
import { useApi } from '../../lib/api-context';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { Button } from '../../ui/button';
import { SelectField } from '../../ui/select-field';
import { TextField } from '../../ui/text-field';

const SEARCH_SETTLE_MS = 250;

/**
 * Choosing one customer among many: typing part of a name asks the customers list's own search,
 * and every page of matches read so far is a choice, so any customer can be reached (a select of
 * the first page alone stopped at the 25th). While more match than are shown, the select says so
 * and "More customers" reads the next page. A name typed that finds one customer chooses them: a
 * clerk who typed "Tessa" expects Tessa's invoices, not a select still on "All customers".
 */
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
  const found = matches.data?.pages.flatMap((page) => page.items) ?? [];
  const choices =
    chosen.data && !found.some((customer) => customer.id === customerId) ? [chosen.data, ...found] : found;
  const more = matches.hasNextPage;
  const [only] = search !== '' && !matches.isPlaceholderData && !more && found.length === 1 ? found : [];
  useEffect(() => {
    if (only) onChange(only.id);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per search that finds one customer alone: choosing another afterwards is the clerk's
  }, [only?.id]);
  const hint = more
    ? `The first ${found.length} matches: type more of the name, or show more`
    : search !== '' && found.length > 1
      ? `${found.length} customers match: choose one`
      : undefined;

  return (
    <>
      <TextField
        label="Find customer"
        type="search"
        placeholder="Part of a name"
        maxLength={200}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <div className="invoices__customer-choice">
        <SelectField label="Customer" value={customerId} hint={hint} onChange={(event) => onChange(event.target.value)}>
          <option value="">All customers</option>
          {choices.map((customer) => (
            <option key={customer.id} value={customer.id}>
              {customer.name}
            </option>
          ))}
        </SelectField>
        {more && (
          <Button size="sm" busy={matches.isFetchingNextPage} onClick={() => void matches.fetchNextPage()}>
            More customers
          </Button>
        )}
      </div>
    </>
  );
}
