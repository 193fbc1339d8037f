import type { CampaignStatus } from '../domain/campaign-types.ts';

/** How each status reads, and what each campaign is waiting for (the brand home shows both). */
export const campaignStatusLabel: Record<CampaignStatus, string> = {
  draft: 'Draft',
  pending_review: 'Pending review',
  changes_requested: 'Changes requested',
  approved: 'Approved',
  funding: 'Payment in progress',
  rejected: 'Rejected',
  recruiting: 'Recruiting',
  recruiting_paused: 'Recruiting paused',
  in_progress: 'In progress',
  in_progress_paused: 'Paused',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

/** What happens next, in the words of the status line "What happens next: …"; the status label sits above it, so it is not repeated. */
export const campaignWaitingFor: Record<CampaignStatus, string> = {
  draft: 'Finish the brief and submit it for review.',
  pending_review: 'The Sauti team reviews it; you are notified of the decision.',
  changes_requested: 'Read the review notes, then edit and resubmit.',
  approved: 'Pay the launch fee and the budget to hold; paying launches it.',
  funding: 'It launches as soon as the payment succeeds.',
  rejected: 'Nothing more: the reason is in the review notes.',
  recruiting: 'Creators apply, and you accept the ones you want.',
  recruiting_paused: 'Creators cannot apply until you resume it.',
  in_progress: 'Creators deliver their work for your review.',
  in_progress_paused: 'Resume it to carry on.',
  completed: 'Nothing more: it is complete.',
  cancelled: 'Nothing more: it was cancelled.',
};
