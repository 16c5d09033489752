import * as maplibregl from 'maplibre-gl';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import 'maplibre-gl/dist/maplibre-gl.css';

maplibregl.setWorkerUrl(workerUrl);

export { maplibregl };

/** Our maps' background; no tiles or glyphs are fetched (labels are HTML markers). */
export const MAP_BACKGROUND = '#e7ede4';

export type LngLat = [number, number];

/** A WebGL map with our controls, or null (after `onFailure`) when the browser cannot create one. */
export function createMap(
  container: HTMLElement,
  style: maplibregl.StyleSpecification,
  onFailure: () => void,
): maplibregl.Map | null {
  let map: maplibregl.Map;
  try {
    map = new maplibregl.Map({ container, style, attributionControl: false, dragRotate: false });
  } catch {
    onFailure();
    return null;
  }
  map.addControl(new maplibregl.NavigationControl({ showCompass: false }), 'top-right');
  map.addControl(new maplibregl.ScaleControl({ unit: 'imperial' }), 'bottom-left');
  map.on('webglcontextlost', onFailure);
  return map;
}

/** Replaces a GeoJSON source's data, once the style is there to hold it. */
export function setSourceData(map: maplibregl.Map, sourceId: string, data: GeoJSON.GeoJSON) {
  const apply = () => (map.getSource(sourceId) as maplibregl.GeoJSONSource | undefined)?.setData(data);
  if (map.isStyleLoaded()) apply();
  else map.once('load', apply);
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
