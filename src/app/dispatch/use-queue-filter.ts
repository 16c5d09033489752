import { useMemo } from 'react';
import { useAddressParams } from '../lib/use-address-params';
import type { QueueFilter } from '../lib/query-keys';

const filterParams = [
  'q',
  'categories',
  'districtIds',
  'minAgeDays',
  'dueOnly',
  'bbox',
] as const satisfies readonly (keyof QueueFilter)[];

/** The queue's filters live in the address, so a filtered board can be linked and survives a reload. */
export function useQueueFilter(): [
  QueueFilter,
  (name: keyof QueueFilter, value: string) => void,
  /** Every filter off at once: the whole queue again. */
  () => void,
] {
  const [params, update] = useAddressParams();
  const filter = useMemo(() => {
    const current: QueueFilter = {};
    for (const name of filterParams) {
      const value = params.get(name);
      if (value) current[name] = value;
    }
    return current;
  }, [params]);
  const setFilter = (name: keyof QueueFilter, value: string) => update({ [name]: value });
  const clearFilters = () => update(Object.fromEntries(filterParams.map((name) => [name, undefined])));
  return [filter, setFilter, clearFilters];
}
