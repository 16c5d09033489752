/**
 * Which waiting jobs a plan of the queue is asked for (issue 44): the rows checked in the queue, the
 * rows its filter shows, or the whole queue (the request names none; the server takes its oldest).
 * Shared by the queue, which asks, and the plan, which says what was asked.
 */
export type JobsToPlan = { kind: 'selected' | 'shown'; estimateIds: readonly string[] } | { kind: 'queue' };
