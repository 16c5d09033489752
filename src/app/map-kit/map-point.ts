/** A point to draw: the site itself, or a tree with its number in the inventory table. */
export interface MapPoint {
  id: string;
  kind: 'site' | 'tree';
  longitude: number;
  latitude: number;
  label: string;
  /** Drawn on the marker (a tree's row number). */
  marker?: string;
}

/** Saves a point dragged to a new position; a rejection means it stayed where it was. */
export type MovePoint = (position: { latitude: number; longitude: number }) => Promise<unknown>;
