import { describe, expect, it } from 'vitest';
import { addBusinessDays, isBusinessDay } from '../../src/domain/business-days.ts';
import { isKenyanHoliday, kenyanHolidays } from '../../src/domain/kenya-holidays.ts';

const dates = (year: number) => kenyanHolidays(year).map((d) => `${d.date} ${d.name}`);
/** An instant at an EAT wall time. */
const eat = (wall: string) => Date.parse(`${wall}+03:00`);

describe('Kenyan public holidays (Cap. 110 and the gazette)', () => {
  it('2025: Idd-ul-Fitr as gazetted on Monday 31 March, Madaraka Day on a Sunday observed on Monday 2 June', () => {
    expect(dates(2025)).toEqual([
      "2025-01-01 New Year's Day", '2025-03-31 Idd-ul-Fitr', '2025-04-18 Good Friday', '2025-04-21 Easter Monday',
      '2025-05-01 Labour Day', '2025-06-01 Madaraka Day', '2025-06-02 Madaraka Day (observed)', '2025-06-06 Idd-ul-Azha',
      '2025-10-10 Mazingira Day', '2025-10-20 Mashujaa Day', '2025-12-12 Jamhuri Day', '2025-12-25 Christmas Day',
      '2025-12-26 Boxing Day',
    ]);
  });

  it('2026: Madaraka Day is a Monday and Jamhuri Day a Saturday, with no day in lieu for a Saturday', () => {
    expect(dates(2026)).toEqual([
      "2026-01-01 New Year's Day", '2026-03-20 Idd-ul-Fitr', '2026-04-03 Good Friday', '2026-04-06 Easter Monday',
      '2026-05-01 Labour Day', '2026-05-27 Idd-ul-Azha', '2026-06-01 Madaraka Day', '2026-10-10 Mazingira Day',
      '2026-10-20 Mashujaa Day', '2026-12-12 Jamhuri Day', '2026-12-25 Christmas Day', '2026-12-26 Boxing Day',
    ]);
    expect(new Date('2026-06-01T00:00:00Z').getUTCDay()).toBe(1);
    expect(new Date('2026-12-12T00:00:00Z').getUTCDay()).toBe(6);
  });

  it('2027: Mazingira, Jamhuri and Boxing Day fall on Sundays and are observed on the Monday after', () => {
    expect(dates(2027)).toEqual([
      "2027-01-01 New Year's Day", '2027-03-09 Idd-ul-Fitr', '2027-03-26 Good Friday', '2027-03-29 Easter Monday',
      '2027-05-01 Labour Day', '2027-05-16 Idd-ul-Azha', '2027-05-17 Idd-ul-Azha (observed)', '2027-06-01 Madaraka Day',
      '2027-10-10 Mazingira Day', '2027-10-11 Mazingira Day (observed)', '2027-10-20 Mashujaa Day',
      '2027-12-12 Jamhuri Day', '2027-12-13 Jamhuri Day (observed)', '2027-12-25 Christmas Day', '2027-12-26 Boxing Day',
      '2027-12-27 Boxing Day (observed)',
    ]);
  });

  it('a Christmas on a Sunday is observed on the Tuesday, Boxing Day holding the Monday (2022)', () => {
    expect(dates(2022).filter((d) => d.startsWith('2022-12-2'))).toEqual(['2022-12-25 Christmas Day', '2022-12-26 Boxing Day', '2022-12-27 Christmas Day (observed)']);
  });

  it('leaves Easter Sunday out: it is not a public holiday, so Easter Monday is not shifted', () => {
    expect(isKenyanHoliday('2026-04-05')).toBe(false);
    expect(isKenyanHoliday('2026-04-07')).toBe(false);
    expect(isKenyanHoliday('2026-04-06')).toBe(true);
  });
});

describe('business days in EAT skip weekends and Kenyan public holidays', () => {
  it('reads the day in EAT: 21:30 UTC on 31 May 2026 is already Madaraka Day in Nairobi', () => {
    expect(isBusinessDay(Date.parse('2026-05-31T21:30:00Z'))).toBe(false);
    expect(isBusinessDay(Date.parse('2026-05-31T20:30:00Z'))).toBe(false); // a Sunday in EAT
    expect(isBusinessDay(eat('2026-06-02T10:00:00'))).toBe(true);
  });

  it('three business days from Friday 29 May 2026 end on Thursday 4 June (Madaraka Day on the Monday)', () => {
    expect(new Date(addBusinessDays(eat('2026-05-29T10:00:00'), 3)).toISOString()).toBe(new Date(eat('2026-06-04T10:00:00')).toISOString());
  });

  it('five business days across Mashujaa Day (Tuesday 20 October 2026) end a day later', () => {
    expect(new Date(addBusinessDays(eat('2026-10-16T09:00:00'), 5)).toISOString()).toBe(new Date(eat('2026-10-26T09:00:00')).toISOString());
    expect(new Date(addBusinessDays(eat('2026-11-13T09:00:00'), 5)).toISOString()).toBe(new Date(eat('2026-11-20T09:00:00')).toISOString());
  });

  it('three business days from Christmas Eve 2026 skip Christmas, Boxing Day and the weekend', () => {
    expect(new Date(addBusinessDays(eat('2026-12-24T12:00:00'), 3)).toISOString()).toBe(new Date(eat('2026-12-30T12:00:00')).toISOString());
  });
});
