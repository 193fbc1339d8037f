import * as v from 'valibot';
import { REPORT_STATUSES, type ReportDecision } from '../domain/review-types.ts';
import { api, request } from '../lib/api.ts';
import { pageOf } from './admin.ts';

/**
 * Reviews both ways, their replies and reports, and a brand's track record (issue 24). Each schema is tied to
 * src/domain/review-types.ts by tests/types/reviews.test-d.ts.
 */
const id = (value: string) => encodeURIComponent(value);
const side = v.picklist(['brand', 'creator']);

export const ReviewSchema = v.object({
  id: v.string(), contractId: v.string(), campaignTitle: v.string(), by: side, authorName: v.string(),
  rating: v.number(), text: v.string(), createdAt: v.string(),
  reply: v.nullable(v.object({ text: v.string(), at: v.string() })),
});
export type ReviewView = v.InferOutput<typeof ReviewSchema>;
/** A review on a creator's public page: without its contract (PublicReview). */
export const PublicReviewSchema = v.omit(ReviewSchema, ['contractId']);
export type PublicReviewView = v.InferOutput<typeof PublicReviewSchema>;

export const ContractReviewsSchema = v.object({
  reviewable: v.boolean(), endedAt: v.nullable(v.string()), closesAt: v.nullable(v.string()), open: v.boolean(), revealed: v.boolean(),
  side: v.nullable(side), mine: v.nullable(ReviewSchema), mineRemoved: v.boolean(), theirs: v.nullable(ReviewSchema), theirsWritten: v.boolean(),
});
export type ContractReviewsView = v.InferOutput<typeof ContractReviewsSchema>;

export const ReviewAnswer = v.object({ review: ReviewSchema });
export const ReportAnswer = v.object({ report: v.object({ id: v.string(), status: v.picklist(REPORT_STATUSES) }) });

export const RatingSchema = v.object({ average: v.nullable(v.number()), count: v.number() });

export const ReviewReportSchema = v.object({
  id: v.string(), status: v.picklist(REPORT_STATUSES), reason: v.string(), reporterName: v.string(), createdAt: v.string(),
  decidedAt: v.nullable(v.string()), review: v.object({ ...ReviewSchema.entries, subjectName: v.string() }),
});
export type ReviewReportView = v.InferOutput<typeof ReviewReportSchema>;
export const ReportPageSchema = pageOf(ReviewReportSchema);
export const DecidedAnswer = v.object({ report: ReviewReportSchema });

export const TrackRecordSchema = v.object({
  brandId: v.string(), brandName: v.string(), rating: RatingSchema, medianReviewDays: v.nullable(v.number()),
  disputedShare: v.nullable(v.number()), contracts: v.number(), creatorsPaid: v.number(),
});
export type TrackRecordView = v.InferOutput<typeof TrackRecordSchema>;
export const TrackRecordAnswer = v.object({ trackRecord: TrackRecordSchema });

export const fetchContractReviews = (contractId: string): Promise<ContractReviewsView> =>
  request(() => api.get(`contracts/${id(contractId)}/reviews`).json(), (d) => v.parse(ContractReviewsSchema, d), 'We could not load the reviews. Please try again.');

export interface ReviewInput { rating: number; text: string }

export const writeReview = (contractId: string, body: ReviewInput): Promise<ReviewView> =>
  request(() => api.post(`contracts/${id(contractId)}/reviews`, { json: body }).json(), (d) => v.parse(ReviewAnswer, d).review, 'Your review could not be sent. Please try again.');

export const replyToReview = (reviewId: string, text: string): Promise<ReviewView> =>
  request(() => api.post(`reviews/${id(reviewId)}/reply`, { json: { text } }).json(), (d) => v.parse(ReviewAnswer, d).review, 'Your reply could not be sent. Please try again.');

export const reportReview = (reviewId: string, reason: string) =>
  request(() => api.post(`reviews/${id(reviewId)}/reports`, { json: { reason } }).json(), (d) => v.parse(ReportAnswer, d).report, 'Your report could not be sent. Please try again.');

export const fetchTrackRecord = (brandId: string): Promise<TrackRecordView> =>
  request(() => api.get(`brands/${id(brandId)}/track-record`).json(), (d) => v.parse(TrackRecordAnswer, d).trackRecord, 'The brand\'s record could not be loaded.');

/** The records of several brands, by brand id, each asked once; one that fails to load is left out. */
export async function fetchTrackRecords(brandIds: readonly string[]): Promise<Record<string, TrackRecordView>> {
  const found = await Promise.all([...new Set(brandIds)].map((brandId) => fetchTrackRecord(brandId).catch(() => null)));
  return Object.fromEntries(found.filter((r): r is TrackRecordView => r !== null).map((r) => [r.brandId, r]));
}

export const fetchReviewReports = (query: { status?: string; page?: number } = {}) => {
  const searchParams = Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined && value !== '')) as Record<string, string | number>;
  return request(() => api.get('admin/review-reports', { searchParams }).json(), (d) => v.parse(ReportPageSchema, d), 'We could not load the reported reviews. Please try again.');
};

export const decideReviewReport = (reportId: string, decision: ReportDecision) =>
  request(() => api.post(`admin/review-reports/${id(reportId)}/decide`, { json: { decision } }).json(), (d) => v.parse(DecidedAnswer, d).report, 'The decision could not be saved. Please try again.');
