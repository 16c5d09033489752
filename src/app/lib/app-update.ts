import { useSyncExternalStore } from 'react';

/**
 * Whether a newer build of Canopy is installed and waiting (its service worker), and how to switch
 * to it. Set by the service worker's registration (src/app/register-service-worker.ts); nothing
 * registers one in development or in tests, so the update never shows there.
 */
let applyUpdate: (() => Promise<void>) | null = null;
const listeners = new Set<() => void>();

export function offerUpdate(apply: () => Promise<void>): void {
  applyUpdate = apply;
  listeners.forEach((listener) => listener());
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The waiting build's switch (it reloads the page), or null while none waits. */
export function useAppUpdate(): (() => Promise<void>) | null {
  return useSyncExternalStore(subscribe, () => applyUpdate);
}
