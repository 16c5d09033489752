import { useSyncExternalStore } from 'react';
import { MAP_STYLE_META } from '../../shared/contract/page-settings';

let failed = false;
const listeners = new Set<() => void>();

/**
 * The office's basemap, a MapLibre style URL (MAP_STYLE_URL, named by the page the server sends),
 * or null: none configured, or it failed to load on this page (later maps then go without it rather
 * than fail again; a reload tries anew).
 */
export function basemapStyleUrl(): string | null {
  if (failed) return null;
  return document.querySelector<HTMLMetaElement>(`meta[name="${MAP_STYLE_META}"]`)?.content || null;
}

/** The basemap's style failed to load (unreachable, refused, not a style): every map area says so. */
export function reportBasemapFailed(): void {
  if (failed) return;
  failed = true;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useBasemapFailed(): boolean {
  return useSyncExternalStore(subscribe, () => failed);
}
