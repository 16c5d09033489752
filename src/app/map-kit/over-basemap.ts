import type { StyleSpecification } from 'maplibre-gl';

/**
 * The basemap with our sources and layers drawn over it; our plain background gives way to the
 * basemap's own. A basemap layer or source named like one of ours is left out: the code finds ours
 * by name (clicks on queue points, dragged corners), so theirs must not shadow or replace them.
 */
export function overBasemap(basemap: StyleSpecification, ours: StyleSpecification): StyleSpecification {
  const ourSources = new Set(Object.keys(ours.sources));
  const ourLayers = ours.layers.filter((layer) => layer.type !== 'background');
  const ourLayerIds = new Set(ourLayers.map((layer) => layer.id));
  const basemapLayers = basemap.layers.filter(
    (layer) => !ourLayerIds.has(layer.id) && !('source' in layer && ourSources.has(layer.source)),
  );
  return { ...basemap, sources: { ...basemap.sources, ...ours.sources }, layers: [...basemapLayers, ...ourLayers] };
}
