import { useQuery } from '@tanstack/react-query';
import { todayIn } from '../../shared/domain/working-days';
import { useApi } from '../lib/api-context';
import { orgSettingsQuery } from './api/org-queries';

/**
 * "Today" as the organization counts days (its time zone, not the browser's), with the query that
 * reads the zone: `today` is null until it is known, so no screen starts on the wrong day.
 */
export function useOrgToday() {
  const api = useApi();
  const settings = useQuery(orgSettingsQuery(api));
  const timeZone = settings.data?.timeZone;
  return { settings, today: timeZone ? todayIn(timeZone, new Date()) : null };
}
