import { useEffect, useRef } from 'react';

/** Scrolls a form opened inside a long stop into view, so its first field is not below the screen's edge. */
export function useShownInView<Element extends HTMLElement>() {
  const ref = useRef<Element>(null);
  useEffect(() => {
    ref.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, []);
  return ref;
}
