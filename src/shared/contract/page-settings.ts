/**
 * Settings of the deployment the served page carries for the SPA, as `<meta name=... content=...>`:
 * known before the first render, the same for every key, with no request of their own.
 */

/** The office's basemap, a MapLibre style URL (MAP_STYLE_URL); absent when maps have no basemap. */
export const MAP_STYLE_META = 'canopy-map-style';
