import type { SeriesPoint } from '../../src/domain/metrics-types.ts';

import { eatDay } from '../../src/domain/eat.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A series never runs longer than this: the latest days are kept. */
export const MAX_SERIES_DAYS = 400;

/** The EAT calendar day (YYYY-MM-DD) of an instant: a day runs from 21:00 UTC to 21:00 UTC. */
export { eatDay };

export type SeriesEvent = Partial<Omit<SeriesPoint, 'day'>> & { day: string };

/** Adds the events up per day, every day from the first to the last present (0 when nothing happened), oldest first. */
export function dailySeries(events: readonly SeriesEvent[]): SeriesPoint[] {
  if (events.length === 0) return [];
  const byDay = new Map<string, SeriesPoint>();
  for (const e of events) {
    const point = byDay.get(e.day) ?? { day: e.day, impressions: 0, clicks: 0, conversions: 0, revenue: 0 };
    point.impressions += e.impressions ?? 0;
    point.clicks += e.clicks ?? 0;
    point.conversions += e.conversions ?? 0;
    point.revenue += e.revenue ?? 0;
    byDay.set(e.day, point);
  }
  const days = [...byDay.keys()].sort();
  const last = Date.parse(`${days[days.length - 1]}T00:00:00Z`);
  const first = Math.max(Date.parse(`${days[0]}T00:00:00Z`), last - (MAX_SERIES_DAYS - 1) * DAY_MS);
  const series: SeriesPoint[] = [];
  for (let at = first; at <= last; at += DAY_MS) {
    const day = new Date(at).toISOString().slice(0, 10);
    series.push(byDay.get(day) ?? { day, impressions: 0, clicks: 0, conversions: 0, revenue: 0 });
  }
  return series;
}
