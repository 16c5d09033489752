import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useApi } from '../lib/api-context';
import { formatDate } from '../lib/format';
import { orgSettingsQuery } from './api/org-queries';

/**
 * Says a timestamp as the organization's calendar date (its time zone, not the viewer's), the day
 * the lists' date filters count: an estimate made at 10 pm in Portland is dated that day for an
 * office in Portland and for a viewer abroad alike. Until the settings are read, the viewer's zone.
 */
export function useOrgDate(): (iso: string) => string {
  const api = useApi();
  const timeZone = useQuery({ ...orgSettingsQuery(api), select: (settings) => settings.timeZone }).data;
  return useCallback((iso: string) => formatDate(iso, timeZone), [timeZone]);
}
