import type { Site } from '../../shared/contract/sites';
import type { MapPoint } from '../map-kit/map-point';
import { siteName } from '../records/site-address';

/** The site as a map point, or nothing when it has no coordinates. */
export function sitePoint(site: Site): MapPoint[] {
  if (site.latitude === null || site.longitude === null) return [];
  return [{ id: site.id, kind: 'site', longitude: site.longitude, latitude: site.latitude, label: siteName(site) }];
}
