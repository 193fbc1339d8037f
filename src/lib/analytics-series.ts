import type { SeriesPoint } from '../domain/metrics-types.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Adds several campaigns' daily series into one (counts only: revenue in different currencies is never added, so
 * it is left at 0), with every day from the first to the last, as the API's own series has them.
 */
export function mergeSeries(all: ReadonlyArray<readonly SeriesPoint[]>): SeriesPoint[] {
  const byDay = new Map<string, SeriesPoint>();
  for (const point of all.flat()) {
    const sum = byDay.get(point.day) ?? { day: point.day, impressions: 0, clicks: 0, conversions: 0, revenue: 0 };
    sum.impressions += point.impressions;
    sum.clicks += point.clicks;
    sum.conversions += point.conversions;
    byDay.set(point.day, sum);
  }
  const days = [...byDay.keys()].sort();
  if (days.length === 0) return [];
  const merged: SeriesPoint[] = [];
  for (let at = Date.parse(`${days[0]}T00:00:00Z`), last = Date.parse(`${days.at(-1)}T00:00:00Z`); at <= last; at += DAY_MS) {
    const day = new Date(at).toISOString().slice(0, 10);
    merged.push(byDay.get(day) ?? { day, impressions: 0, clicks: 0, conversions: 0, revenue: 0 });
  }
  return merged;
}
