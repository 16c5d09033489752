import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A screen's filters kept in the address, so a reload or a shared link shows the same list: the
 * current parameters, and a change that sets the named ones (an empty value removes it) in place,
 * without a history entry per keystroke.
 */
export function useAddressParams(): [URLSearchParams, (change: Record<string, string | undefined>) => void] {
  const [params, setParams] = useSearchParams();
  const update = useCallback(
    (change: Record<string, string | undefined>) =>
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          for (const [name, value] of Object.entries(change)) {
            if (value) next.set(name, value);
            else next.delete(name);
          }
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [params, update];
}
