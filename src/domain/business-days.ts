/**
 * Business days in East Africa Time (UTC+3 all year, no daylight saving). Shared by the app and the local API
 * so the date a creator is promised is the date the server keeps. Saturdays, Sundays and Kenyan public holidays
 * (src/domain/kenya-holidays.ts, Sunday substitutes included) are skipped, each day read in EAT.
 */
import { isKenyanHoliday } from './kenya-holidays.ts';
import { eatDay, eatWallClock } from './eat.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const isWeekend = (ms: number) => [0, 6].includes(eatWallClock(ms).getUTCDay());

/** Whether an instant falls on an EAT business day: not a weekend, not a Kenyan public holiday. */
export const isBusinessDay = (ms: number): boolean => !isWeekend(ms) && !isKenyanHoliday(eatDay(ms));

/** `from` plus `days` business days, at the same EAT time of day. A start on a day off counts from the next business day. */
export function addBusinessDays(from: number, days: number): number {
  let at = from;
  let left = days;
  while (left > 0) {
    at += DAY_MS;
    if (isBusinessDay(at)) left--;
  }
  return at;
}
