/** `west,south,east,north` in degrees; west > east means the box crosses the antimeridian. */
export interface BoundingBox {
  west: number;
  south: number;
  east: number;
  north: number;
}

export function parseBoundingBox(text: string): BoundingBox | null {
  const parts = text.split(',').map((part) => part.trim());
  if (parts.length !== 4 || parts.some((part) => part === '')) return null;
  const [west, south, east, north] = parts.map(Number) as [number, number, number, number];
  if (![west, south, east, north].every(Number.isFinite)) return null;
  const longitudeOk = (value: number) => value >= -180 && value <= 180;
  const latitudeOk = (value: number) => value >= -90 && value <= 90;
  if (!longitudeOk(west) || !longitudeOk(east) || !latitudeOk(south) || !latitudeOk(north) || south > north)
    return null;
  return { west, south, east, north };
}

export function crossesAntimeridian(box: BoundingBox): boolean {
  return box.west > box.east;
}

export function boxContains(box: BoundingBox, point: { lat: number; lng: number }): boolean {
  if (point.lat < box.south || point.lat > box.north) return false;
  return crossesAntimeridian(box)
    ? point.lng >= box.west || point.lng <= box.east
    : point.lng >= box.west && point.lng <= box.east;
}
