import { useQuery } from '@tanstack/react-query';
import { DEFAULT_DISTANCE_UNIT, type DistanceUnit } from '../../shared/contract/org';
import { useApi } from '../lib/api-context';
import { orgSettingsQuery } from './api/org-queries';

/**
 * The unit the organization reads distances in (its `distanceUnit` setting), for formatDistance.
 * Until the settings are read, the default: a figure shown meanwhile is right, only in that unit.
 */
export function useDistanceUnit(): DistanceUnit {
  const api = useApi();
  const unit = useQuery({ ...orgSettingsQuery(api), select: (settings) => settings.distanceUnit });
  return unit.data ?? DEFAULT_DISTANCE_UNIT;
}
