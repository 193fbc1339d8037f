/**
 * Reviews both ways and a brand's track record (issue 24), shared by the app and the local API.
 * A contract that ended (completed, or settled after a dispute) opens a window of REVIEW_WINDOW_DAYS in which each side
 * may rate the other once; a review is shown only once both have written theirs or the window has closed, so neither
 * answers the other. The reviewed side may reply once, and anyone who sees a review may report it to an admin.
 */
export const REVIEW_WINDOW_DAYS = 14;
export const REVIEW_TEXT = { min: 10, max: 600 } as const;
export const REPLY_TEXT = { min: 2, max: 600 } as const;
export const REPORT_REASON = { min: 10, max: 500 } as const;

export type ReviewSide = 'brand' | 'creator';

export interface ReviewReply {
  text: string;
  at: string;
}

/** A review as shown: to its author always, to anyone else once revealed. */
export interface Review {
  id: string;
  contractId: string;
  campaignTitle: string;
  /** Who wrote it. */
  by: ReviewSide;
  authorName: string;
  /** 1 to 5. */
  rating: number;
  text: string;
  createdAt: string;
  reply: ReviewReply | null;
}

/** A review as anyone may read it on a creator's public page: without the contract it belongs to. */
export type PublicReview = Omit<Review, 'contractId'>;

/** A contract's reviews as one side sees them (`GET /contracts/:id/reviews`). */
export interface ContractReviews {
  /** The contract ended in a way that opens reviews: completed, or settled after a dispute. */
  reviewable: boolean;
  endedAt: string | null;
  /** endedAt + REVIEW_WINDOW_DAYS; null while the contract is active or when it is not reviewable. */
  closesAt: string | null;
  /** Reviews can still be written now. */
  open: boolean;
  /** Both reviews are shown: both were written, or the window closed. */
  revealed: boolean;
  /** The caller's side; null for an admin, who sees both once revealed. */
  side: ReviewSide | null;
  mine: Review | null;
  /** The caller's review was removed by an admin: `mine` is null, and a new one cannot be written. */
  mineRemoved: boolean;
  /** The other side's review, once revealed; before that only whether it was written. */
  theirs: Review | null;
  theirsWritten: boolean;
}

export interface RatingSummary {
  /** One decimal; null with no revealed review. */
  average: number | null;
  count: number;
}

export const REPORT_STATUSES = ['open', 'kept', 'removed'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];
export type ReportDecision = 'keep' | 'remove';

/** A report in the admin's queue, with the review it is about. */
export interface ReviewReport {
  id: string;
  status: ReportStatus;
  reason: string;
  reporterName: string;
  createdAt: string;
  decidedAt: string | null;
  review: Review & { subjectName: string };
}

/** What the server computes of a brand's record (issue 24), shown to creators. */
export interface BrandTrackRecord {
  brandId: string;
  brandName: string;
  rating: RatingSummary;
  /** The median of whole days from a submission to the brand's answer (approval or revision request); null with none. */
  medianReviewDays: number | null;
  /** Contracts with at least one dispute, over all the brand's contracts; null with none. */
  disputedShare: number | null;
  contracts: number;
  /** Distinct creators whose fee (or a share of it) the brand has released. */
  creatorsPaid: number;
}
