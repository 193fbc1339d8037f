import type { Platform } from '../domain/onboarding-types.ts';
import { PLATFORM_LABELS } from '../domain/catalog.ts';
import { titles } from './titles.ts';

/** The match explanation: the score, its top reasons and one caveat (the issue: "matching with its reasons shown"). */
export const matchCopy = {
  score: (score: number) => `Match score ${Math.round(score)} out of 100`,
  reasons: 'Why it matches',
  caveat: 'Worth knowing',
  how: 'The score adds up niche, audience, engagement and fee fit. It is a weighted sum of your verified figures, shown with its reasons.',
} as const;

const platformName = (p: Platform) => PLATFORM_LABELS[p];

/** The creator's verification page. */
export const verificationCopy = {
  title: titles.influencerVerification,
  intro: 'Brands only see creators Sauti has verified. Tell us about each platform you create on.',
  selfReported:
    'These figures are self-reported. The Sauti team checks them against your screenshot before you are verified, usually within 1-3 business days.',
  platform: 'Platform',
  platformHeading: (p: Platform) => platformName(p),
  addPlatform: 'Add a platform',
  removePlatform: (name: string) => `Remove ${name}`,
  handle: 'Handle',
  handleHint: 'Your username on the platform, e.g. @wanjiru.creates',
  profileUrl: 'Profile URL',
  followers: 'Followers',
  engagementRate: 'Engagement rate (%)',
  engagementHint: 'Average likes and comments on recent posts, divided by followers.',
  countries: 'Audience by country (%)',
  country: 'Country',
  countryShare: 'Share (%)',
  addCountry: 'Add a country',
  removeCountry: (n: number) => `Remove country ${n}`,
  countryRow: (n: number) => `Country ${n}`,
  ages: 'Audience by age (%)',
  genders: 'Audience by gender (%)',
  splitHint: 'The shares add up to 100.',
  screenshot: 'Screenshot of your audience statistics',
  screenshotHint: 'An image (PNG, JPEG or WebP), 5 MB or smaller.',
  rate: 'Your usual fee per deliverable',
  rateCurrency: 'Currency',
  rateAmount: 'Amount',
  submit: 'Submit for verification',
  submitting: 'Submitting...',
  updateFigures: 'Update your figures',
  status: 'Status',
  pending: (date: string) => `Submitted. The Sauti team will decide within 1-3 business days, by ${date}.`,
  verified: (date: string) => `Verified on ${date}. You are matched to campaigns that fit your audience.`,
  rejected: (reason: string) => `Not verified: ${reason}`,
  rejectedHelp: 'Correct your figures or your screenshots below, then resubmit.',
  none: 'You have not submitted your figures yet.',
  fixErrors: 'Please correct the highlighted fields.',
} as const;

/** The influencer home's campaign sections and the campaign page. */
export const creatorCopy = {
  verification: { heading: 'Verification', open: 'Open verification', start: 'Verify your account' },
  matches: {
    heading: 'Campaigns that match you',
    empty: 'No recruiting campaign matches you yet. Verified creators are matched as brands launch campaigns.',
    unverified: 'Once you are verified, campaigns that fit your audience appear here with the reasons they match.',
    fee: (range: string) => `Fee ${range}`,
  },
  applications: { heading: 'Your applications', empty: 'You have not applied to a campaign yet.', status: 'Status', fee: 'Proposed fee' },
  invitations: {
    heading: 'Invitations',
    empty: 'No invitations right now.',
    acceptShort: 'Accept',
    accept: (title: string) => `Accept invitation to ${title}`,
    decline: (title: string) => `Decline invitation to ${title}`,
    declined: 'Invitation declined.',
  },
  contracts: { heading: 'Your contracts', empty: 'No contracts yet. When a brand accepts you, the contract appears here.', fee: 'Agreed fee', status: 'Status' },
  contractStatus: { active: 'Active', completed: 'Completed', cancelled: 'Cancelled' },
  campaign: {
    title: titles.influencerCampaign,
    back: 'Back to your home',
    why: 'Why it matches',
    brief: 'The brief',
    applyHeading: 'Apply to this campaign',
    acceptHeading: 'Accept the invitation',
    pitch: 'Your pitch',
    pitchHint: 'Why you and your audience fit this campaign.',
    fee: (currency: string) => `Your proposed fee (${currency})`,
    feeHint: (range: string) => `The brand offers ${range} per creator.`,
    send: 'Send application',
    sending: 'Sending...',
    applied: 'Application sent. The brand has been notified.',
    yourApplication: 'Your application',
    status: (label: string) => `Status: ${label}`,
    withdraw: 'Withdraw application',
    withdrawn: 'Application withdrawn.',
    decline: 'Decline invitation',
    notMatched: 'This campaign is not among your matches, so it has no match reasons.',
  },
  /** The fee, Sauti's commission and what the creator receives (src/domain/commission.ts), before they commit. */
  net: {
    label: 'What you will receive',
    fee: 'Your fee',
    commission: (percent: number) => `Sauti’s commission (${percent}%)`,
    receive: 'You receive',
    when: 'The commission is taken when your fee is released.',
    prompt: 'Type your fee to see what you will receive after Sauti’s commission.',
    range: (fees: string, nets: string, percent: number) => `Fee ${fees}: you receive ${nets} after Sauti’s ${percent}% commission.`,
  },
  errors: {
    pitch: 'Write a short pitch (at least 20 characters).',
    pitchLong: 'Keep your pitch under 2,000 characters.',
    fee: 'Enter a fee greater than zero.',
  },
  failed: 'That did not work',
  loadFailed: 'This page could not be loaded.',
  retry: 'Try again',
} as const;
