import * as maplibregl from 'maplibre-gl';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import 'maplibre-gl/dist/maplibre-gl.css';
import { Protocol } from 'pmtiles';
import { basemapStyleUrl, reportBasemapFailed } from './basemap';
import { overBasemap } from './over-basemap';

maplibregl.setWorkerUrl(workerUrl);
// A basemap's `pmtiles://https://...` sources: one archive read by HTTP range requests, no tile server.
maplibregl.addProtocol('pmtiles', new Protocol().tile);

export { maplibregl };

/** Our maps' background without a basemap; our own layers fetch nothing (labels are HTML markers). */
export const MAP_BACKGROUND = '#e7ede4';

export type LngLat = [number, number];

/**
 * Until the basemap's style has loaded, an error is its failure (unreachable, refused by the page's
 * policy, not a valid style): the map then draws `style` alone, as without a basemap.
 */
function withoutBasemapOnFailure(map: maplibregl.Map, style: maplibregl.StyleSpecification) {
  let fellBack = false;
  const onError = () => {
    if (fellBack) return;
    fellBack = true;
    reportBasemapFailed();
    // Without the basemap's transform, which maplibre would otherwise keep, and would apply only once
    // the failed style had loaded (never); no diff against a style that never loaded.
    map.setStyle(style, { transformStyle: undefined, diff: false });
  };
  map.on('error', onError);
  map.once('style.load', () => map.off('error', onError));
}

/**
 * A WebGL map with our controls, or null (after `onFailure`) when the browser cannot create one.
 * With the office's basemap, `style`'s layers are drawn over it (and its sources credited).
 */
export function createMap(
  container: HTMLElement,
  style: maplibregl.StyleSpecification,
  onFailure: () => void,
): maplibregl.Map | null {
  const basemap = basemapStyleUrl();
  let map: maplibregl.Map;
  try {
    map = new maplibregl.Map({
      container,
      style: basemap ?? style,
      transformStyle: basemap ? (_previous, next) => overBasemap(next, style) : undefined,
      attributionControl: basemap ? { compact: true } : false,
      dragRotate: false,
    });
  } catch {
    onFailure();
    return null;
  }
  if (basemap) withoutBasemapOnFailure(map, style);
  map.addControl(new maplibregl.NavigationControl({ showCompass: false }), 'top-right');
  map.addControl(new maplibregl.ScaleControl({ unit: 'imperial' }), 'bottom-left');
  map.on('webglcontextlost', onFailure);
  return map;
}

/**
 * Replaces a GeoJSON source's data, once the style is there to hold it. Not `isStyleLoaded()`: that
 * is false while any tile loads (a basemap's, after each pan), and 'load' has fired long before.
 */
export function setSourceData(map: maplibregl.Map, sourceId: string, data: GeoJSON.GeoJSON) {
  const apply = () => (map.getSource(sourceId) as maplibregl.GeoJSONSource | undefined)?.setData(data);
  if (map.getSource(sourceId)) apply();
  else map.once('style.load', apply);
}

/** Frames every position given (nothing when none). */
export function fitPositions(map: maplibregl.Map, positions: readonly LngLat[], maxZoom = 16) {
  if (positions.length === 0) return;
  const bounds = new maplibregl.LngLatBounds();
  for (const position of positions) bounds.extend(position);
  map.fitBounds(bounds, { padding: 48, maxZoom, animate: false });
}

/** A small HTML marker (labels and numbers: the style has no glyphs). */
export function labelMarker(map: maplibregl.Map, position: LngLat, text: string, className: string): maplibregl.Marker {
  const element = document.createElement('span');
  element.className = className;
  element.textContent = text;
  element.setAttribute('aria-hidden', 'true');
  return new maplibregl.Marker({ element }).setLngLat(position).addTo(map);
}
