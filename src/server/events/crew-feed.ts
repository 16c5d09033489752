import { changeEventSchema } from '../../shared/contract/events';
import type { DbOrTx } from '../db/client';
import { crewReachAt, reachedAmong, reachesCrewDay, type CrewReach } from '../keys/crew-reach';
import type { FeedEvent } from './events.service';

/**
 * What a crew key's change feed shows of a batch (docs/decisions/crews.md "Crew keys"): the events
 * about its crew's reached days, as the day the batch is read: placements changed on them (naming
 * those crew-days only), their routes, and their estimates. Districts, sites moved and appointments
 * are the office's; a crew hears of a moved site through its days' placement.changed.
 */
export function crewFeedNarrowing(db: DbOrTx, reachAtConnect: CrewReach, now: () => Date) {
  return async (batch: readonly FeedEvent[]): Promise<FeedEvent[]> => {
    const { orgId, crewId, timeZone } = reachAtConnect;
    const reach = crewReachAt(orgId, crewId, timeZone, now());
    const parsed = batch.map((event) => ({
      event,
      change: changeEventSchema.safeParse({ type: event.type, payload: event.data }),
    }));
    const asked = parsed.flatMap(({ change }) =>
      change.success && change.data.type === 'estimate.changed' ? [change.data.payload.estimateId] : [],
    );
    const reached = await reachedAmong(db, reach, asked);
    return parsed.flatMap(({ event, change }): FeedEvent[] => {
      if (!change.success) return [];
      const { data } = change;
      switch (data.type) {
        case 'placement.changed': {
          const crewDays = data.payload.crewDays.filter((crewDay) =>
            reachesCrewDay(reach, crewDay.crewId, crewDay.day),
          );
          return crewDays.length > 0 ? [{ ...event, data: { ...data.payload, crewDays } }] : [];
        }
        case 'route.changed':
          return reachesCrewDay(reach, data.payload.crewId, data.payload.day) ? [event] : [];
        case 'estimate.changed':
          return reached.has(data.payload.estimateId) ? [event] : [];
        default:
          return [];
      }
    });
  };
}
