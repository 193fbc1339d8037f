/**
 * East Africa Time (UTC+3 all year, no daylight saving): where Sauti's campaigns, deadlines and M-Pesa run.
 * The one place the app and the local API read EAT from.
 */
export const EAT_OFFSET_MS = 3 * 60 * 60 * 1000;

/** The instant as a Date whose UTC fields read as EAT wall time (for day, hour and weekday arithmetic). */
export const eatWallClock = (ms: number): Date => new Date(ms + EAT_OFFSET_MS);

/** The EAT calendar day (YYYY-MM-DD) of an instant. */
export const eatDay = (ms: number): string => eatWallClock(ms).toISOString().slice(0, 10);

const FORMAT = new Intl.DateTimeFormat('en-GB', { timeZone: 'Africa/Nairobi', weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** "Wed 26 Nov, 10:00 EAT": how a deadline is told, on screen and in notifications. */
export const eatTime = (iso: string): string => `${FORMAT.format(new Date(iso))} EAT`;

const DATE_TIME = new Intl.DateTimeFormat('en-GB', { timeZone: 'Africa/Nairobi', day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
const DATE = new Intl.DateTimeFormat('en-GB', { timeZone: 'Africa/Nairobi', day: 'numeric', month: 'long', year: 'numeric' });

/**
 * "24 Nov 2026, 17:42 EAT": when something happened, on every screen. One rule for every page: East Africa Time,
 * always labelled, whatever the viewer's own time zone, so one event never reads two ways.
 */
export const eatDateTime = (iso: string): string => `${DATE_TIME.format(new Date(iso))} EAT`;

/** "24 November 2026": the EAT calendar day of an instant (a day alone carries no time to label). */
export const eatDate = (iso: string): string => DATE.format(new Date(iso));
