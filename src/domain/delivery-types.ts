/**
 * Deliverables (delivery issue; design reference §6 and §7), shared by the app and the local API.
 * Times are ISO strings; deadlines are kept by the local API's clock, never by a client timer.
 */
import type { DeliverableType } from './campaign-types.ts';
import type { Platform } from './onboarding-types.ts';

/** deliverableMachine's states, in the order a deliverable usually meets them. */
export const DELIVERABLE_STATUSES = ['pending', 'overdue', 'in_review', 'revision_requested', 'disputed', 'approved', 'live', 'settled', 'cancelled'] as const;
export type DeliverableStatus = (typeof DELIVERABLE_STATUSES)[number];

/** Nothing more is owed on these: when every deliverable of a contract is here, the contract is done. */
export const FINISHED_DELIVERABLE_STATUSES: readonly DeliverableStatus[] = ['approved', 'live', 'settled', 'cancelled'];

/** Sauti's default (design §5): a submission the brand leaves unanswered this many business days (EAT) is approved. */
export const REVIEW_WINDOW_BUSINESS_DAYS = 3;

/** One version of the creator's draft: an uploaded image or video, or a link, with its caption. */
export interface Submission {
  /** 1, 2, 3… in the order submitted. */
  version: number;
  kind: 'file' | 'link';
  /** The stored file's generated name (kind 'file'), never a path. */
  fileId: string | null;
  /** The link (kind 'link'), or where the API serves the uploaded file (kind 'file'). */
  url: string | null;
  caption: string;
  at: string;
}

/** The brand's request for changes to one version. */
export interface Feedback {
  text: string;
  at: string;
  /** The submission version it answers. */
  version: number;
}

export interface Deliverable {
  id: string;
  contractId: string;
  campaignId: string;
  brandId: string;
  creatorId: string;
  /** 1-based position within the contract. */
  index: number;
  platform: Platform;
  type: DeliverableType;
  dueAt: string;
  status: DeliverableStatus;
  revisionsUsed: number;
  /** While in review: when it is approved automatically unless the brand answers first. */
  reviewDeadlineAt: string | null;
  submissions: Submission[];
  feedback: Feedback[];
  liveUrl: string | null;
  approvedAt: string | null;
  autoApproved: boolean;
  createdAt: string;
  updatedAt: string;
}
