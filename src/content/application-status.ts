import type { ApplicationStatus, VerificationStatus } from '../domain/campaign-types.ts';

/** How an application's and a creator's verification status read (a campaign's own: campaign-status.ts). */
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
