/**
 * Business days in East Africa Time (UTC+3 all year, no daylight saving). Shared by the app and the local API
 * so the date a creator is promised is the date the server keeps. Saturdays and Sundays are skipped;
 * public holidays are passed in (an open item in the design reference), as ISO dates in EAT.
 */
import { eatDay, eatWallClock } from './eat.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const isWeekend = (ms: number) => [0, 6].includes(eatWallClock(ms).getUTCDay());

/** `from` plus `days` business days, at the same EAT time of day. A start on a weekend counts from the next business day. */
export function addBusinessDays(from: number, days: number, holidays: readonly string[] = []): number {
  const off = (ms: number) => isWeekend(ms) || holidays.includes(eatDay(ms));
  let at = from;
  let left = days;
  while (left > 0) {
    at += DAY_MS;
    if (!off(at)) left--;
  }
  return at;
}
