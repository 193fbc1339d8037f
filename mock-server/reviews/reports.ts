import { and, asc, count, desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ReportDecision, ReportStatus, ReviewReport } from '../../src/domain/review-types.ts';
import type { ServerContext } from '../context.ts';
import { accounts } from '../db/schema/people.ts';
import { reviewReports, reviews } from '../db/schema/reviews.ts';
import { isUniqueViolation } from '../db/errors.ts';
import { HttpError } from '../http.ts';
import { notify } from '../notify.ts';
import type { Page } from '../paging.ts';
import type { Account } from '../types.ts';
import { NO_REVIEW } from './replies.ts';
import { FORMER, hideReview, isRevealed, reviewById, reviewView, selectReviews, subjectName } from './records.ts';

/**
 * A review may be reported to an admin, once, by whoever can read it: the account it is about, or anyone when it is
 * about a creator (shown on their public page); a creator's review of a brand is read by the two sides only. Its
 * author cannot report it. To anyone else, and before it is shown, it does not exist (404, as an unknown id), so
 * neither 404 nor 409 tells them it does. The report waits in the admin's queue (GET /admin/queues counts it) until an
 * admin keeps or removes the review.
 */
export async function reportReview(ctx: ServerContext, account: Account, reviewId: string, reason: string): Promise<{ id: string; status: ReportStatus }> {
  const found = await reviewById(ctx, reviewId);
  if (found?.r.authorId === account.id) throw new HttpError(403, 'You cannot report your own review.');
  const readable = found !== null && (found.r.subjectId === account.id || found.r.authorSide === 'brand');
  if (!readable || !(await isRevealed(ctx, reviewId))) throw new HttpError(404, NO_REVIEW);
  const id = ctx.random.id();
  try {
    await ctx.db.insert(reviewReports).values({ id, reviewId, reporterId: account.id, reason, status: 'open', createdAt: new Date(ctx.clock.now()).toISOString() });
  } catch (error) {
    if (isUniqueViolation(error, 'review_reports_once')) throw new HttpError(409, 'You have already reported this review.');
    throw error;
  }
  return { id, status: 'open' };
}

export async function openReportCount(ctx: ServerContext): Promise<number> {
  const [row] = await ctx.db.select({ n: count() }).from(reviewReports).where(eq(reviewReports.status, 'open'));
  return row?.n ?? 0;
}

const reporter = alias(accounts, 'report_reporter');

/** Reports with their reviews and the reporters' names, in one query. */
const selectReports = (ctx: ServerContext) => selectReviews(ctx, { report: reviewReports, reporterName: reporter.name })
  .innerJoin(reviewReports, eq(reviewReports.reviewId, reviews.id))
  .leftJoin(reporter, eq(reporter.id, reviewReports.reporterId));

type ReportJoined = Awaited<ReturnType<ReturnType<typeof selectReports>['execute']>>[number];

const reportView = ({ report, reporterName, ...joined }: ReportJoined): ReviewReport => ({
  id: report.id, status: report.status as ReportStatus, reason: report.reason, reporterName: reporterName || FORMER,
  createdAt: report.createdAt, decidedAt: report.decidedAt, review: { ...reviewView(joined), subjectName: subjectName(joined) },
});

/** The admin's queue: open reports oldest first (the order they are answered in), decided ones newest first. */
export async function reportPage(ctx: ServerContext, status: ReportStatus, paging: { page: number; pageSize: number }): Promise<Page<ReviewReport>> {
  const where = eq(reviewReports.status, status);
  const order = status === 'open' ? [asc(reviewReports.createdAt), asc(reviewReports.seq)] : [desc(reviewReports.decidedAt), desc(reviewReports.seq)];
  const rows = await selectReports(ctx).where(where).orderBy(...order)
    .limit(paging.pageSize).offset((paging.page - 1) * paging.pageSize);
  const [total] = await ctx.db.select({ n: count() }).from(reviewReports).where(where);
  return { items: rows.map(reportView), total: total?.n ?? 0, ...paging };
}

/**
 * The admin keeps the review, or removes it (shown to no one, counted nowhere). Removing settles every open report
 * of that review with it. The reporter is told the outcome; the author is told when their review was removed.
 * Runs in a transaction that locks the report's row.
 */
export async function decideReport(ctx: ServerContext, admin: Account, reportId: string, decision: ReportDecision): Promise<ReviewReport> {
  const [row] = await ctx.db.select().from(reviewReports).where(eq(reviewReports.id, reportId)).for('update');
  if (!row) throw new HttpError(404, 'There is no such report.');
  if (row.status !== 'open') throw new HttpError(409, `This report was already decided: the review was ${row.status === 'kept' ? 'kept' : 'removed'}.`);
  const now = new Date(ctx.clock.now()).toISOString();
  const status: ReportStatus = decision === 'keep' ? 'kept' : 'removed';
  const joined = (await reviewById(ctx, row.reviewId, true))!;
  const settled = decision === 'remove'
    ? and(eq(reviewReports.reviewId, row.reviewId), eq(reviewReports.status, 'open'))
    : eq(reviewReports.id, reportId);
  const decided = await ctx.db.update(reviewReports).set({ status, decidedAt: now, decidedBy: admin.id }).where(settled).returning();
  if (decision === 'remove') await hideReview(ctx, row.reviewId, now);

  const title = joined.title;
  for (const report of decided) {
    await notify(ctx, {
      userId: report.reporterId, type: 'review_report_decided', title: `Your report: ${title}`,
      body: decision === 'remove'
        ? `Thank you. The review you reported on "${title}" broke our rules and was removed.`
        : `Thank you. We read the review you reported on "${title}" and it stays: it does not break our rules.`,
    });
  }
  if (decision === 'remove') {
    await notify(ctx, {
      userId: joined.r.authorId, type: 'review_removed', title: `Review removed: ${title}`,
      body: `Your review of the contract for "${title}" was reported and removed by Sauti's team, as it broke our rules.`,
    });
  }
  const [view] = await selectReports(ctx).where(eq(reviewReports.id, reportId));
  return reportView(view!);
}
