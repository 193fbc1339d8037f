/**
 * Disputes over a deliverable (delivery issue; design reference §5, §6 and §7), shared by the app and the local API.
 * Times are ISO strings; every deadline is kept by the local API's clock, never by a client timer.
 */

/** disputeMachine's states, in the order a dispute usually meets them. */
export const DISPUTE_STATUSES = ['awaiting_response', 'mediation', 'proposal', 'admin_decision', 'resolved', 'resolved_for_opener', 'withdrawn'] as const;
export type DisputeStatus = (typeof DISPUTE_STATUSES)[number];

/** Still open: the deliverable's review timer is paused while a dispute is in one of these. */
export const OPEN_DISPUTE_STATUSES: readonly DisputeStatus[] = ['awaiting_response', 'mediation', 'proposal', 'admin_decision'];

/** Sauti's defaults (design §5): the other side has 5 business days (EAT) to respond, then mediation lasts 14 days. */
export const RESPONSE_WINDOW_BUSINESS_DAYS = 5;
export const MEDIATION_DAYS = 14;

export type DisputeSide = 'brand' | 'creator';
export type DisputeOutcome = 'release' | 'refund' | 'split';

/** A statement, a file (an image or a PDF), or both, from one side. The response is the first from the other side. */
export interface Evidence {
  by: DisputeSide;
  text: string;
  /** The stored file's generated name, never a path; served to both sides and admins only. */
  fileId: string | null;
  at: string;
}

/** The admin's proposed split: the creator's share of the held fee, accepted by each side in turn. */
export interface Proposal {
  /** 0 to 1. */
  creatorShare: number;
  /** The admin who proposed it. */
  by: string;
  at: string;
  acceptedBy: DisputeSide[];
}

/** How it ended and who gets what, in minor units of the contract's currency (creatorAmount before commission). */
export interface Resolution {
  outcome: DisputeOutcome;
  creatorAmount: number;
  brandAmount: number;
  decidedBy: 'timeout' | 'agreement' | 'admin' | 'account_deleted';
  at: string;
}

export interface Dispute {
  id: string;
  deliverableId: string;
  contractId: string;
  campaignId: string;
  brandId: string;
  creatorId: string;
  openedBy: DisputeSide;
  reason: string;
  status: DisputeStatus;
  evidence: Evidence[];
  /** The other side's deadline to respond: 5 business days (EAT) after the dispute was opened. */
  respondBy: string;
  /** Set once the other side responds: 14 days later the admin decides. */
  mediationEndsAt: string | null;
  proposal: Proposal | null;
  resolution: Resolution | null;
  /** What was left of the deliverable's review window when the dispute paused it; a withdrawal resumes it with this. */
  pausedReviewMs: number | null;
  createdAt: string;
  updatedAt: string;
}
