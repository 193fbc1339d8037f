import type { AgeBand, DeliverableType, FollowerBand, Gender, GoalMetric, Objective } from '../domain/campaign-types.ts';
import { titles } from './titles.ts';

/** How a campaign brief reads wherever it is shown whole (the admin review, the brand page, the creator page). */
export const brief = {
  brand: 'Brand',
  status: 'Status',
  brief: 'Brief',
  objective: 'Objective',
  goals: 'Goals',
  budget: 'Budget',
  fee: 'Fee per creator',
  slots: 'Creator slots',
  countries: 'Audience countries',
  ageBands: 'Audience ages',
  genders: 'Audience genders',
  niches: 'Niches',
  platforms: 'Platforms',
  followerBand: 'Follower band',
  deliverables: 'Deliverables',
  timeline: 'Timeline',
  maxRevisions: 'Maximum revisions',
  landingUrl: 'Landing page',
  whatsapp: 'WhatsApp number',
  none: '—',
  range: (from: string, to: string) => `${from} to ${to}`,
  deliverable: (quantity: number, platform: string, type: string, days: number) =>
    `${quantity} × ${platform} ${type}, due ${days} day${days === 1 ? '' : 's'} after acceptance`,
  reviewNotes: 'Review notes',
} as const;

export const objectiveLabel: Record<Objective, string> = { awareness: 'Awareness', engagement: 'Engagement', conversions: 'Conversions' };
export const goalMetricLabel: Record<GoalMetric, string> = {
  impressions: 'Impressions', reach: 'Reach', clicks: 'Clicks', engagements: 'Engagements', conversions: 'Conversions', sales: 'Sales',
};
export const deliverableTypeLabel: Record<DeliverableType, string> = { post: 'post', story: 'story', reel: 'reel', video: 'video', short: 'short', live: 'live' };
export const followerBandLabel: Record<FollowerBand, string> = {
  nano: 'Nano (1K–10K followers)',
  micro: 'Micro (10K–100K followers)',
  mid: 'Mid-tier (100K–500K followers)',
  macro: 'Macro (500K–1M followers)',
  mega: 'Mega (1M+ followers)',
};
export const ageBandLabel = (band: AgeBand) => band;
export const genderLabel: Record<Gender, string> = { female: 'Female', male: 'Male', other: 'Other' };
export const reviewKindLabel = { approved: 'Approved', changes_requested: 'Changes requested', rejected: 'Rejected' } as const;

/** The admin's campaign review screens. */
export const review = {
  queue: {
    title: titles.adminCampaigns,
    intro: 'Briefs brands have submitted for review, oldest first.',
    count: (n: number) => (n === 0 ? 'No campaigns are waiting for review.' : `${n} campaign${n === 1 ? '' : 's'} waiting for review.`),
    caption: 'Campaigns waiting for review',
    open: (title: string) => `Review ${title}`,
  },
  page: {
    title: titles.adminCampaign,
    back: 'Back to the review queue',
    submitted: (date: string) => `Submitted on ${date}`,
    decide: 'Your decision',
    notReviewable: 'This campaign is not waiting for review, so there is nothing to decide.',
  },
  approve: { action: 'Approve', note: 'Note for the brand (optional)', done: 'Campaign approved. The brand has been notified.' },
  changes: {
    action: 'Request changes',
    notes: 'What should the brand change?',
    required: 'Write the changes you need, so the brand knows what to edit.',
    done: 'Changes requested. The brand has been notified.',
  },
  reject: {
    action: 'Reject',
    reason: 'Reason for rejecting',
    required: 'Give a reason, so the brand knows why.',
    done: 'Campaign rejected. The brand has been notified.',
  },
  cancel: 'Cancel',
  close: 'Close',
  loadFailed: 'This page could not be loaded.',
  retry: 'Try again',
} as const;

/** The admin's creator verification screen. */
export const verificationReview = {
  title: titles.adminVerifications,
  intro: 'Figures creators report about their audiences, with a screenshot as evidence. Check them against the screenshot, then verify or reject.',
  count: (n: number) => (n === 0 ? 'No verifications are waiting.' : `${n} verification${n === 1 ? '' : 's'} waiting.`),
  submitted: (date: string) => `Submitted on ${date}`,
  expected: (date: string) => `Decision due by ${date}`,
  rate: 'Usual fee',
  handle: 'Handle',
  profile: 'Profile',
  followers: 'Followers',
  engagement: 'Engagement rate',
  countries: 'Audience by country',
  ages: 'Audience by age',
  genders: 'Audience by gender',
  screenshot: (platform: string, name: string) => `Screenshot of ${name}'s ${platform} statistics`,
  screenshotLoading: 'Loading the screenshot...',
  screenshotFailed: 'The screenshot could not be loaded.',
  verify: { action: 'Verify', done: (name: string) => `${name} is verified and will be matched to campaigns. They have been notified.` },
  reject: {
    action: 'Reject',
    reason: 'Reason for rejecting',
    required: 'Give a reason, so the creator knows what to fix.',
    done: (name: string) => `${name}'s verification was rejected. They have been notified.`,
  },
  creatorLabel: (name: string) => `Verification for ${name}`,
} as const;
