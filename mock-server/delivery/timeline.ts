import type { CampaignRecord } from '../types.ts';
import { HttpError } from '../http.ts';

type Timeline = Pick<CampaignRecord, 'startDate' | 'endDate'>;

/** The first instant of the campaign's start day in Nairobi (campaign dates are EAT calendar days); null without one. */
export const campaignStartsAt = (c: Timeline): number | null => (c.startDate ? Date.parse(`${c.startDate}T00:00:00.000+03:00`) : null);

/** The last instant of the campaign's end day in Nairobi; null without one. */
export const campaignEndsAt = (c: Timeline): number | null => (c.endDate ? Date.parse(`${c.endDate}T23:59:59.999+03:00`) : null);

/**
 * A deliverable's due date inside the campaign's timeline: `dueDays` after the later of the contract's start and the
 * campaign's start (a creator accepted early is not due before the campaign runs), and never after its last day.
 */
export function dueAtFor(contractStart: number, dueDays: number, campaign: Timeline): number {
  const DAY_MS = 24 * 60 * 60 * 1000;
  const from = Math.max(contractStart, campaignStartsAt(campaign) ?? contractStart);
  return Math.min(from + dueDays * DAY_MS, campaignEndsAt(campaign) ?? Infinity);
}

const DAY_FORMAT = new Intl.DateTimeFormat('en-GB', { timeZone: 'Africa/Nairobi', day: 'numeric', month: 'long', year: 'numeric' });

/** Refuses (409, with the field's reason) to put a post live before the campaign has started. */
export function checkCampaignStarted(campaign: Timeline, now: number): void {
  const startsAt = campaignStartsAt(campaign);
  if (startsAt === null || now >= startsAt) return;
  const message = `This campaign starts on ${DAY_FORMAT.format(startsAt)}, so its posts cannot go live before then. Publish the post and add its link from that day.`;
  throw new HttpError(409, message, { url: [message] });
}
