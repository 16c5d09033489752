import { z } from 'zod';

/** What a MapLibre style says about where its map loads from (the rest of it is the browser's business). */
const sourceSchema = z.looseObject({
  url: z.string().optional(),
  tiles: z.array(z.string()).optional(),
  urls: z.array(z.string()).optional(),
  data: z.unknown().optional(),
});

export const mapStyleSchema = z.looseObject({
  version: z.literal(8),
  sources: z.record(z.string(), sourceSchema),
  layers: z.array(z.unknown()),
  glyphs: z.string().optional(),
  sprite: z.union([z.string(), z.array(z.looseObject({ url: z.string() }))]).optional(),
});

export type MapStyle = z.infer<typeof mapStyleSchema>;

/** A TileJSON document, as a source's `url` names one: its tiles may be on another origin. */
export const tileJsonSchema = z.looseObject({ tiles: z.array(z.string()) });

const PMTILES_PREFIX = 'pmtiles://';

/**
 * The http(s) origin a URL of a style names (`pmtiles://https://host/a.pmtiles` names the archive's);
 * null for a relative URL (MapLibre loads it from the page's own origin) or another scheme.
 */
export function originOfStyleUrl(value: string): string | null {
  try {
    const url = new URL(value.startsWith(PMTILES_PREFIX) ? value.slice(PMTILES_PREFIX.length) : value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : null;
  } catch {
    return null;
  }
}

/** Every URL the style itself names: its sources' archives, TileJSONs, tiles and data, its glyphs and sprites. */
export function urlsOfStyle(style: MapStyle): string[] {
  const sprites = typeof style.sprite === 'string' ? [style.sprite] : (style.sprite ?? []).map((sprite) => sprite.url);
  return [
    ...Object.values(style.sources).flatMap((source) => [
      ...(source.url ? [source.url] : []),
      ...(source.tiles ?? []),
      ...(source.urls ?? []),
      ...(typeof source.data === 'string' ? [source.data] : []),
    ]),
    ...(style.glyphs ? [style.glyphs] : []),
    ...sprites,
  ];
}

/** The sources' TileJSON addresses (an http(s) `url`; a `pmtiles://` one is the archive itself). */
export function tileJsonUrlsOfStyle(style: MapStyle): string[] {
  return Object.values(style.sources).flatMap((source) =>
    source.url && !source.url.startsWith(PMTILES_PREFIX) && originOfStyleUrl(source.url) ? [source.url] : [],
  );
}
