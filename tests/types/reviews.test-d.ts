/**
 * One definition per wire type (docs/decisions/0016-wire-types.md): reviews, their reports and a brand's track
 * record (issue 24). The app's valibot schemas and the local API's shared types and bodies are held equal here.
 */
import type * as v from 'valibot';
import type { z } from 'zod';
import { expectTypeOf } from 'vitest';
import type { BrandTrackRecord, ContractReviews, PublicReview, RatingSummary, ReportStatus, Review, ReviewReport } from '../../src/domain/review-types.ts';
import type {
  ContractReviewsSchema, DecidedAnswer, PublicReviewSchema, RatingSchema, ReportAnswer, ReportPageSchema, ReviewAnswer, ReviewInput, ReviewReportSchema, ReviewSchema,
  TrackRecordAnswer, TrackRecordSchema,
} from '../../src/api/reviews.ts';
import type { decideReportBody, replyBody, reportBody, reviewBody } from '../../mock-server/reviews/bodies.ts';
import type { Page } from '../../mock-server/paging.ts';
import type { CreatorPackage, CreatorPage, DirectoryPlatform } from '../../src/domain/creator-page.ts';
import type { BandedPlatformSchema, CreatorPageAnswer, CreatorPageSchema, PackageSchema, PublicPastWorkSchema } from '../../src/api/creator-pages.ts';
import type { PastWorkItemAnswer, PastWorkListAnswer, PastWorkRequestSchema } from '../../src/api/past-work.ts';
import type { MyPackagesAnswer, PackageAnswer, PackageInput } from '../../src/api/my-packages.ts';
import type { PastWorkRequest, PublicPastWork } from '../../src/domain/past-work.ts';
import type { contractPastWork, pastWorkStep } from '../../mock-server/people/past-work.ts';
import type { createPackage, isVerified, myPackages, packageBody } from '../../mock-server/packages/editor.ts';
import type {
  acceptApplicationTerms, BriefTermsViewSchema, buyPackage, ContractTermsViewSchema, PurchaseAnswer, TermsAnswer, TermsDeliverableSchema,
} from '../../src/api/packages.ts';
import type { UsageRightSchema } from '../../src/api/campaign-schema.ts';
import type { Pitch } from '../../src/api/creator.ts';
import type { BriefTermsView, ContractTermsView, TermsDeliverable, UsageRight } from '../../src/domain/usage-rights.ts';
import type { briefTermsView, termsRead } from '../../mock-server/packages/brief-terms.ts';
import type { buyPackage as servedPurchase, purchaseBody } from '../../mock-server/packages/purchase.ts';
import type { termsView } from '../../mock-server/packages/terms.ts';
import type { creatorPage } from '../../mock-server/people/creator-page.ts';

expectTypeOf<v.InferOutput<typeof ReviewSchema>>().toEqualTypeOf<Review>();
// The public page's reviews leave out the contract (issue 24's review).
expectTypeOf<v.InferOutput<typeof PublicReviewSchema>>().toEqualTypeOf<Flat<PublicReview>>();
expectTypeOf<v.InferOutput<typeof ReviewAnswer>>().toEqualTypeOf<{ review: Review }>();
expectTypeOf<v.InferOutput<typeof ContractReviewsSchema>>().toEqualTypeOf<ContractReviews>();
expectTypeOf<v.InferOutput<typeof RatingSchema>>().toEqualTypeOf<RatingSummary>();
expectTypeOf<v.InferOutput<typeof ReportAnswer>>().toEqualTypeOf<{ report: { id: string; status: ReportStatus } }>();
type Flat<T> = { [K in keyof T]: T[K] };
expectTypeOf<v.InferOutput<typeof ReviewReportSchema>>().toEqualTypeOf<Flat<Omit<ReviewReport, 'review'> & { review: Flat<ReviewReport['review']> }>>();
expectTypeOf<v.InferOutput<typeof ReportPageSchema>['items'][number]>().toEqualTypeOf<v.InferOutput<typeof ReviewReportSchema>>();
expectTypeOf<Omit<v.InferOutput<typeof ReportPageSchema>, 'items'>>().toEqualTypeOf<Omit<Page<ReviewReport>, 'items'>>();
expectTypeOf<v.InferOutput<typeof DecidedAnswer>['report']>().toEqualTypeOf<v.InferOutput<typeof ReviewReportSchema>>();
expectTypeOf<v.InferOutput<typeof TrackRecordSchema>>().toEqualTypeOf<BrandTrackRecord>();
expectTypeOf<v.InferOutput<typeof TrackRecordAnswer>>().toEqualTypeOf<{ trackRecord: BrandTrackRecord }>();

// The bodies the app sends, as the API parses them.
expectTypeOf<z.input<typeof reviewBody>>().toEqualTypeOf<ReviewInput>();
expectTypeOf<z.output<typeof replyBody>>().toEqualTypeOf<{ text: string }>();
expectTypeOf<z.output<typeof reportBody>>().toEqualTypeOf<{ reason: string }>();
expectTypeOf<z.output<typeof decideReportBody>>().toEqualTypeOf<{ decision: 'keep' | 'remove' }>();

// A creator's public page and its packages.
expectTypeOf<v.InferOutput<typeof CreatorPageSchema>>().toEqualTypeOf<CreatorPage>();
expectTypeOf<v.InferOutput<typeof BandedPlatformSchema>>().toEqualTypeOf<DirectoryPlatform>();
expectTypeOf<v.InferOutput<typeof PackageSchema>>().toEqualTypeOf<CreatorPackage>();
// Packages bought into contracts and their terms (issue 24).
expectTypeOf<v.InferOutput<typeof UsageRightSchema>>().toEqualTypeOf<UsageRight>();
expectTypeOf<v.InferOutput<typeof TermsDeliverableSchema>>().toEqualTypeOf<TermsDeliverable>();
expectTypeOf<v.InferOutput<typeof ContractTermsViewSchema>>().toEqualTypeOf<ContractTermsView>();
// A campaign brief's terms (issue 24, fourth slice): read, then accepted by applying or again on an open application.
expectTypeOf<v.InferOutput<typeof BriefTermsViewSchema>>().toEqualTypeOf<BriefTermsView>();
expectTypeOf<v.InferOutput<typeof BriefTermsViewSchema>>().toEqualTypeOf<ReturnType<typeof briefTermsView>>();
expectTypeOf<z.input<typeof termsRead>>().toEqualTypeOf<Parameters<typeof acceptApplicationTerms>[1]>();
expectTypeOf<z.output<typeof termsRead>>().toEqualTypeOf<Pitch['terms']>();
expectTypeOf<v.InferOutput<typeof TermsAnswer>>().toEqualTypeOf<{ view: NonNullable<Awaited<ReturnType<typeof termsView>>> | null }>();
expectTypeOf<v.InferOutput<typeof PurchaseAnswer>>().toEqualTypeOf<Awaited<ReturnType<typeof servedPurchase>>>();
expectTypeOf<z.input<typeof purchaseBody>>().toEqualTypeOf<Parameters<typeof buyPackage>[1]>();
expectTypeOf<v.InferOutput<typeof CreatorPageAnswer>>().toEqualTypeOf<{ creator: Awaited<ReturnType<typeof creatorPage>> }>();

// Past work on the public page and the package editor (issue 24, fifth slice).
expectTypeOf<v.InferOutput<typeof PublicPastWorkSchema>>().toEqualTypeOf<PublicPastWork>();
expectTypeOf<v.InferOutput<typeof PastWorkRequestSchema>>().toEqualTypeOf<PastWorkRequest>();
expectTypeOf<v.InferOutput<typeof PastWorkItemAnswer>>().toEqualTypeOf<{ item: Awaited<ReturnType<typeof pastWorkStep>> }>();
expectTypeOf<v.InferOutput<typeof PastWorkListAnswer>>().toEqualTypeOf<{ items: Awaited<ReturnType<typeof contractPastWork>> }>();
expectTypeOf<v.InferOutput<typeof PackageAnswer>>().toEqualTypeOf<{ package: Awaited<ReturnType<typeof createPackage>> }>();
expectTypeOf<v.InferOutput<typeof MyPackagesAnswer>>().toEqualTypeOf<{ items: Awaited<ReturnType<typeof myPackages>>; verified: Awaited<ReturnType<typeof isVerified>> }>();
expectTypeOf<z.input<typeof packageBody>>().toEqualTypeOf<PackageInput>();
