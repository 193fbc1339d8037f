/** Deadlines on the delivery screens: the local API keeps them in East Africa Time, so they are shown in it. */
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** "Wed 26 Nov, 10:00 EAT": deadlines are shown in East Africa Time, the time the local API keeps them in. */
export { eatTime } from '../domain/eat.ts';

/** "2 days 3 hours", "5 hours 12 minutes", "4 minutes": what is left until `deadline`, or null once it has passed. */
export function timeLeft(deadlineMs: number, nowMs: number): string | null {
  const minutes = Math.ceil((deadlineMs - nowMs) / 60_000);
  if (minutes <= 0) return null;
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  if (days > 0) return hours > 0 ? `${plural(days, 'day')} ${plural(hours, 'hour')}` : plural(days, 'day');
  const mins = minutes % 60;
  if (hours > 0) return mins > 0 ? `${plural(hours, 'hour')} ${plural(mins, 'minute')}` : plural(hours, 'hour');
  return plural(mins, 'minute');
}
