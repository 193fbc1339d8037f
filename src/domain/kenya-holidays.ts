/**
 * Kenyan public holidays: the days no business-day clock counts (auto-approval, dispute replies, verification).
 * Shared by the local API and, through src/domain/business-days.ts, anything that promises a business-day date.
 *
 * The source is date-holidays (its Kenya calendar: fixed days, Easter, and Idd-ul-Fitr / Idd-ul-Azha from the
 * Islamic calendar), checked against the Public Holidays Act (Cap. 110) and the Interior ministry's gazette notices:
 * - Cap. 110's days: New Year, Good Friday, Easter Monday, Labour Day, Madaraka (1 Jun), Mazingira (10 Oct, Moi Day
 *   until 2019, Utamaduni Day until April 2024), Mashujaa (20 Oct), Jamhuri (12 Dec), Christmas, Boxing Day,
 *   Idd-ul-Fitr; Idd-ul-Azha is gazetted each year. Easter Sunday is not a public holiday and is left out.
 * - Section 4: a holiday on a Sunday is kept on the next day that is not itself a holiday (Christmas on a Sunday
 *   gives Tuesday, Boxing Day being Monday). The library applies this to fixed days only; here it applies to all.
 * - The two Idds follow the moon: when the gazette declares a day other than the computed one, the declared day is
 *   written in DECLARED below, which wins.
 * The library (with every country's data) is heavy, so this module is for the server and shared clocks only: the
 * app never imports it (npm run budget would show it).
 */
import Holidays from 'date-holidays';

export interface KenyanHoliday {
  /** The EAT calendar day, YYYY-MM-DD. */
  date: string;
  name: string;
}

/** Gazetted days of the moon-sighted holidays, where they differ from the computed day: `{ year: { name: date } }`. */
const DECLARED: Readonly<Record<number, Readonly<Record<string, string>>>> = {
  // 2025: Idd-ul-Fitr fell on Sunday 30 March; Gazette Notice of 28 March declared Monday 31 March (the Sunday rule's day).
  2025: { 'Idd-ul-Fitr': '2025-03-31' },
};

const NAMES: Readonly<Record<string, string>> = {
  '01-01': "New Year's Day", 'easter -2': 'Good Friday', 'easter 1': 'Easter Monday', '05-01': 'Labour Day',
  '06-01': 'Madaraka Day', '10-10': 'Mazingira Day', '10-20': 'Mashujaa Day', '12-12': 'Jamhuri Day',
  '12-25': 'Christmas Day', '12-26': 'Boxing Day', '1 Shawwal': 'Idd-ul-Fitr', '10 Dhu al-Hijjah': 'Idd-ul-Azha',
};

const calendar = new Holidays('KE', { types: ['public'] });
const byYear = new Map<number, KenyanHoliday[]>();

const ruleKey = (rule: string) => rule.replace(/ and if .*$/, '');
const weekday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();
const nextDay = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** The year's public holidays, Sunday substitutes included, in date order. */
export function kenyanHolidays(year: number): readonly KenyanHoliday[] {
  const cached = byYear.get(year);
  if (cached) return cached;
  const declared = DECLARED[year] ?? {};
  const days: KenyanHoliday[] = [];
  for (const h of calendar.getHolidays(year)) {
    const name = NAMES[ruleKey(h.rule)];
    if (h.substitute || !name) continue; // its own substitutes are redone below; Easter Sunday is not in Cap. 110
    days.push({ date: declared[name] ?? h.date.slice(0, 10), name });
  }
  days.sort((a, b) => a.date.localeCompare(b.date));
  const taken = new Set(days.map((d) => d.date));
  for (const day of [...days]) {
    if (weekday(day.date) !== 0) continue;
    let instead = nextDay(day.date);
    while (taken.has(instead)) instead = nextDay(instead);
    taken.add(instead);
    days.push({ date: instead, name: `${day.name} (observed)` });
  }
  days.sort((a, b) => a.date.localeCompare(b.date));
  byYear.set(year, days);
  return days;
}

/** Whether an EAT calendar day (YYYY-MM-DD) is a Kenyan public holiday. */
export function isKenyanHoliday(date: string): boolean {
  return kenyanHolidays(Number(date.slice(0, 4))).some((d) => d.date === date);
}
