const longDay = new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'short', day: 'numeric', timeZone: 'UTC' });
const shortDay = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});

/** "Monday, Nov 30" for a YYYY-MM-DD day, never shifted by the phone's zone. */
export const formatLongDay = (day: string) => longDay.format(new Date(`${day}T00:00:00Z`));
/** "Mon, Nov 30". */
export const formatShortDay = (day: string) => shortDay.format(new Date(`${day}T00:00:00Z`));

/** Minutes past midnight as a clock reads: 444 -> "7:24 AM", 750 -> "12:30 PM". */
export function formatClock(minutes: number): string {
  const whole = Math.round(minutes);
  const hours = Math.floor(whole / 60) % 24;
  const rest = String(whole % 60).padStart(2, '0');
  return `${hours % 12 === 0 ? 12 : hours % 12}:${rest} ${hours < 12 ? 'AM' : 'PM'}`;
}

const clockOfInstant = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });
/** A moment (ms since the epoch) as the phone's clock shows it: "7:02 AM". */
export const formatClockOfInstant = (at: number) => clockOfInstant.format(new Date(at));
