import { registerSW } from 'virtual:pwa-register';
import { offerUpdate } from './lib/app-update';

/**
 * Registers the built app's service worker (vite.config.ts): the app shell then opens without
 * signal. A newer build waits until the person chooses to reload (the update banner).
 */
export function registerServiceWorker(): void {
  const update = registerSW({ onNeedRefresh: () => offerUpdate(() => update(true)) });
}
