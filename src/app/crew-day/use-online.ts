import { useSyncExternalStore } from 'react';

const subscribe = (listener: () => void) => {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
};

/** Whether the browser has a network (false is sure; true may still find no way through). */
export const useOnline = () => useSyncExternalStore(subscribe, () => navigator.onLine);
