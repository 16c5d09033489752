import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { changeEventSchema, type ChangeEvent } from '../../shared/contract/events';
import { useApi } from '../lib/api-context';
import { queryKeys, rangeOfKey } from '../lib/query-keys';
import { tellChangeListeners } from './change-listeners';
import { readEventStream } from './read-event-stream';

const RECONNECT_MS = 3000;

/** The board ranges (and route status weeks) whose days include one of `days`. */
function coversAny(queryKey: readonly unknown[], days: readonly string[]): boolean {
  const range = rangeOfKey(queryKey);
  return !range || days.some((day) => day >= range.from && day <= range.to);
}

/** Invalidates only what an event names: the board ranges and route statuses holding its days, the queue and fits when work moved. */
function invalidateFor(queryClient: QueryClient, event: ChangeEvent): void {
  const boards = (days: string[]) => {
    for (const queryKey of [
      queryKeys.schedule.boards(),
      queryKeys.schedule.crewSchedules(),
      queryKeys.schedule.progresses(),
      queryKeys.routes.statuses(),
    ]) {
      void queryClient.invalidateQueries({ queryKey, predicate: (query) => coversAny(query.queryKey, days) });
    }
  };
  switch (event.type) {
    case 'placement.changed':
      boards(event.payload.crewDays.map((day) => day.day));
      void queryClient.invalidateQueries({ queryKey: queryKeys.schedule.queues() });
      event.payload.estimateIds.forEach((estimateId) => {
        void queryClient.invalidateQueries({ queryKey: queryKeys.schedule.fit(estimateId) });
        void queryClient.invalidateQueries({ queryKey: queryKeys.schedule.visits(estimateId) });
      });
      return;
    case 'route.changed':
      boards([event.payload.day]);
      return;
    case 'estimate.changed':
      void queryClient.invalidateQueries({ queryKey: queryKeys.schedule.queues() });
      void queryClient.invalidateQueries({ queryKey: queryKeys.estimates.detail(event.payload.estimateId) });
      // A line marked done moves the board's progress; a crew's last line done makes the work
      // `completed`: the office's lists (the work to bill among them) show it at once.
      void queryClient.invalidateQueries({ queryKey: queryKeys.schedule.progresses() });
      void queryClient.invalidateQueries({ queryKey: queryKeys.estimates.lists() });
      return;
    case 'district.created':
    case 'district.changed':
    case 'district.deleted':
      // A district's ring decides which queue rows carry it and what its filter finds.
      void queryClient.invalidateQueries({ queryKey: queryKeys.schedule.districts() });
      void queryClient.invalidateQueries({ queryKey: queryKeys.schedule.queues() });
      return;
    case 'crew.changed':
      // What a crew takes decides fit's ranking and whether a drop asks first.
      void queryClient.invalidateQueries({ queryKey: queryKeys.schedule.crews() });
      return;
    case 'site.moved':
      // The queue's rows carry the site's position and districts; its placed days come as placement.changed.
      void queryClient.invalidateQueries({ queryKey: queryKeys.schedule.queues() });
      void queryClient.invalidateQueries({ queryKey: queryKeys.sites.detail(event.payload.siteId) });
      return;
    case 'message.changed':
      // The Outbox, the record the message is about (sent, first sent), and the board's told marks.
      void queryClient.invalidateQueries({ queryKey: queryKeys.messages.all });
      if (event.payload.status === 'delivered')
        void queryClient.invalidateQueries({ queryKey: queryKeys.schedule.toldVisits() });
      if (event.payload.estimateId)
        void queryClient.invalidateQueries({ queryKey: queryKeys.estimates.detail(event.payload.estimateId) });
      if (event.payload.invoiceId)
        void queryClient.invalidateQueries({ queryKey: queryKeys.invoices.detail(event.payload.invoiceId) });
      return;
    case 'appointment.created':
      boards([event.payload.day]);
  }
}

/**
 * Follows GET /events while mounted (the shell mounts it for every signed-in screen: the board, and
 * the office's lists, where a crew's last line done brings the work to bill). A fetch reader, not
 * EventSource (which cannot send the Authorization header); after a drop it reconnects with
 * Last-Event-ID so nothing is missed. A key the feed refuses (no schedule:read) stops it: asking
 * again would be refused again.
 */
export function useChangeFeed(): void {
  const api = useApi();
  const queryClient = useQueryClient();
  useEffect(() => {
    const stop = new AbortController();
    let lastEventId: string | null = null;
    const follow = async () => {
      while (!stop.signal.aborted) {
        try {
          const response = await api.open(
            '/events',
            { Accept: 'text/event-stream', ...(lastEventId && { 'Last-Event-ID': lastEventId }) },
            stop.signal,
          );
          if (response.status === 401 || response.status === 403) return;
          if (response.ok && response.body) {
            await readEventStream(response.body, (message) => {
              if (message.id) lastEventId = message.id;
              const event = changeEventSchema.safeParse({ type: message.type, payload: JSON.parse(message.data) });
              if (!event.success) return;
              invalidateFor(queryClient, event.data);
              tellChangeListeners(queryClient, event.data);
            });
          }
        } catch {
          // A dropped connection: wait and resume from the last event seen.
        }
        if (!stop.signal.aborted) await new Promise((resolve) => setTimeout(resolve, RECONNECT_MS));
      }
    };
    void follow();
    return () => stop.abort();
  }, [api, queryClient]);
}
