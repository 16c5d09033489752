import type { LngLat } from '../map-kit/maplibre-setup';

/**
 * A district's corners as text, one "longitude, latitude" a line: what clicks on the map write and
 * what a keyboard user (or a browser without WebGL) types instead.
 */
export function formatCorner([lng, lat]: LngLat): string {
  return `${lng}, ${lat}`;
}

export type ParsedCorners = { ok: true; corners: LngLat[] } | { ok: false; line: number };

export function parseCorners(text: string): ParsedCorners {
  const corners: LngLat[] = [];
  const lines = text.split('\n');
  for (const [index, line] of lines.entries()) {
    if (line.trim() === '') continue;
    const parts = line
      .split(/[\s,]+/)
      .filter(Boolean)
      .map(Number);
    const [lng, lat] = parts;
    if (parts.length !== 2 || lng === undefined || lat === undefined || !Number.isFinite(lng) || !Number.isFinite(lat))
      return { ok: false, line: index + 1 };
    corners.push([lng, lat]);
  }
  return { ok: true, corners };
}
