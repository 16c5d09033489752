/**
 * What a visit notice tells (docs/decisions/messages.md "Visit notices"): the job's state now set
 * against what the customer was last told, so three drags tell one truth and a move back to the
 * day already told tells nothing.
 */
export type VisitNoticeKind = 'visitScheduled' | 'visitMoved' | 'visitCanceled';

export interface VisitNotice {
  kind: VisitNoticeKind;
  /** The day the notice names: the new day, or for a cancel the day no longer kept. */
  day: string;
}

/**
 * `told`: the day the customer was last told the work is on (null: never told, or told it was
 * taken off); `next`: the job's first day from today on (null: nothing to come).
 */
export function visitNoticeFor(told: string | null, next: string | null): VisitNotice | null {
  if (next === null) return told === null ? null : { kind: 'visitCanceled', day: told };
  if (told === null) return { kind: 'visitScheduled', day: next };
  return told === next ? null : { kind: 'visitMoved', day: next };
}

/** Debounce: a notice leaves this long after the job's last change (docs/decisions/messages.md). */
export const VISIT_NOTICE_DELAY_MS = 60_000;

/** "Tuesday, December 1", as a notice words a day of the API (`YYYY-MM-DD`). */
export function visitDayWords(day: string): string {
  return new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
}

/** "Tue Dec 1", as the board's mark says it. */
export function shortDayWords(day: string): string {
  return new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' })
    .format(new Date(`${day}T00:00:00Z`))
    .replace(',', '');
}
