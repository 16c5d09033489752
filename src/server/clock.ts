/** "Now" comes from here, never from `new Date()` in a use case, so tests can fix the day. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
