import type { ApplicationStatus, CampaignStatus, VerificationStatus } from '../../machines/campaignTypes.ts';

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

export const campaignWaitingFor: Record<CampaignStatus, string> = {
  draft: 'Waiting for you to finish the brief and submit it for review.',
  pending_review: 'Waiting for the Sauti team to review it.',
  changes_requested: 'Waiting for your edits: read the review notes, edit and resubmit.',
  approved: 'Approved: waiting for you to pay the launch fee and the budget to hold, which launches it.',
  funding: 'Payment in progress: it launches as soon as the payment succeeds.',
  rejected: 'Rejected: see the reason in the review notes.',
  recruiting: 'Recruiting: waiting for creators to apply and for you to accept them.',
  recruiting_paused: 'Paused: creators cannot apply until you resume it.',
  in_progress: 'In progress: waiting for creators to deliver.',
  in_progress_paused: 'Paused: resume it to carry on.',
  completed: 'Completed.',
  cancelled: 'Cancelled.',
};

export const applicationStatusLabel: Record<ApplicationStatus, string> = {
  invited: 'Invited',
  declined: 'Declined',
  applied: 'Applied',
  shortlisted: 'Shortlisted',
  accepted: 'Accepted',
  rejected: 'Not selected',
  withdrawn: 'Withdrawn',
  expired: 'Closed',
};

export const verificationStatusLabel: Record<VerificationStatus, string> = {
  none: 'Not verified',
  pending: 'Verification pending',
  verified: 'Verified',
  rejected: 'Verification rejected',
};
