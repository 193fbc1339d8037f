/**
 * One definition per wire type (docs/decisions/0016-wire-types.md): the campaign domain. Each line holds three
 * writings of one shape equal at compile time — the shared type (machines/), the app's valibot schema (src/api/),
 * and, for request bodies, the local API's zod schema (mock-server/). `npm run typecheck` checks this file.
 */
import type * as v from 'valibot';
import type { z } from 'zod';
import { expectTypeOf } from 'vitest';
import type {
  Application, Campaign, CampaignBrief, Contract, CreatorCard, Match, MyVerification, Notification, PlatformStats,
} from '../../src/domain/campaign-types.ts';
import type { CampaignSchema, nullableInt, platform } from '../../src/api/campaign-schema.ts';
import type { PLATFORMS } from '../../src/domain/catalog.ts';
import type { CampaignsSchema as ReviewQueue } from '../../src/api/admin-review.ts';
import type { Accepted, ApplicationList, MatchList } from '../../src/api/brand-recruiting.ts';
import type { List as CampaignList } from '../../src/api/campaigns.ts';
import type { ContractList } from '../../src/api/contracts.ts';
import type { ApplicationsSchema, MatchesSchema } from '../../src/api/creator.ts';
import type { DirectoryCardSchema, DirectoryPageSchema, DirectoryQuery, SearchSchema } from '../../src/api/directory.ts';
import type { DirectoryCard, DirectoryPage } from '../../src/domain/creator-page.ts';
import type { ActedBy } from '../../src/domain/partner-types.ts';
import type { DirectorySort } from '../../src/domain/campaign-types.ts';
import type { directoryQuery } from '../../mock-server/routes/directory.ts';
import type { ListSchema as NotificationList, UnreadSchema } from '../../src/api/notifications.ts';
import type {
  ApplicationSchema, ContractSchema, CreatorCardSchema, MatchSchema, NotificationSchema, PlatformStatsSchema, VerificationSchema,
} from '../../src/api/campaign-schemas.ts';
import type { Pitch } from '../../src/api/creator.ts';
import type { CampaignRecord } from '../../mock-server/types.ts';
import type { CheckedBrief } from '../../mock-server/campaign-rules.ts';
import type { applicationBody } from '../../mock-server/routes/campaign-applications.ts';
import type { cancelBody } from '../../mock-server/routes/funds.ts';
import type { invitationBody } from '../../mock-server/routes/matches.ts';
import type { platformStatsSchema, verificationDataSchema } from '../../mock-server/verification-rules.ts';
import type { VerificationSubmission } from '../../src/lib/verification-form.ts';

// Campaign: the app's schema, the shared type, and the stored record (the same less the derived count).
expectTypeOf<v.InferOutput<typeof CampaignSchema>>().toEqualTypeOf<Campaign>();
expectTypeOf<CampaignRecord>().toEqualTypeOf<Omit<Campaign, 'acceptedCount'>>();

// Campaign brief input: what the API's rules check is the shared brief. (The wizard's form values are a form, not a
// wire type: rows not yet chosen hold '', and the form's own step checks clear them before a save.)
expectTypeOf<CheckedBrief>().toEqualTypeOf<CampaignBrief>();

// Application, and applying with a pitch.
expectTypeOf<v.InferOutput<typeof ApplicationSchema>>().toEqualTypeOf<Application>();
expectTypeOf<z.output<typeof applicationBody>>().toEqualTypeOf<Pitch>();
expectTypeOf<z.input<typeof invitationBody>>().toEqualTypeOf<{ creatorId: string }>();

// Contract, and cancelling one.
expectTypeOf<v.InferOutput<typeof ContractSchema>>().toEqualTypeOf<Contract>();
expectTypeOf<z.input<typeof cancelBody>>().toEqualTypeOf<{ reason: string }>();

// Match, creator card and the directory page.
expectTypeOf<v.InferOutput<typeof MatchSchema>>().toEqualTypeOf<Match>();
expectTypeOf<v.InferOutput<typeof CreatorCardSchema>>().toEqualTypeOf<CreatorCard>();
expectTypeOf<v.InferOutput<typeof DirectoryCardSchema>>().toEqualTypeOf<DirectoryCard>();
expectTypeOf<v.InferOutput<typeof DirectoryPageSchema>>().toEqualTypeOf<DirectoryPage>();
// The directory's filters as the app sends them and the API reads them.
type DirectoryFilters = z.output<typeof directoryQuery>;
expectTypeOf<{ [K in keyof DirectoryQuery]-?: NonNullable<DirectoryQuery[K]> }>()
  .toEqualTypeOf<{ [K in Exclude<keyof DirectoryFilters, 'perPage'>]-?: NonNullable<DirectoryFilters[K]> }>();
expectTypeOf<NonNullable<DirectoryQuery['sort']>>().toEqualTypeOf<DirectorySort>();
// Public search: creators, and recruiting campaigns without their budget, audience or contact details.
type CampaignResult = Pick<Campaign, 'id' | 'title' | 'brandName' | 'niches' | 'platforms' | 'objective' | 'currency' | 'feeMin' | 'feeMax'>;
expectTypeOf<v.InferOutput<typeof SearchSchema>>().toEqualTypeOf<{ creators: DirectoryCard[]; campaigns: CampaignResult[] }>();

// Verification: the figures a creator sends, and the record as the app reads it.
expectTypeOf<v.InferOutput<typeof PlatformStatsSchema>>().toEqualTypeOf<PlatformStats>();
expectTypeOf<z.output<typeof platformStatsSchema>>().toEqualTypeOf<PlatformStats>();
expectTypeOf<z.output<typeof verificationDataSchema>>().toEqualTypeOf<VerificationSubmission['data']>();
expectTypeOf<v.InferOutput<typeof VerificationSchema>>().toEqualTypeOf<MyVerification>();

// Notification.
expectTypeOf<v.InferOutput<typeof NotificationSchema>>().toEqualTypeOf<Notification>();
expectTypeOf<v.InferOutput<typeof NotificationList>>().toEqualTypeOf<{ items: Notification[]; unread: number }>();
expectTypeOf<v.InferOutput<typeof UnreadSchema>>().toEqualTypeOf<{ unread: number }>();

// The pieces the campaign schema is built of.
expectTypeOf<v.InferOutput<typeof platform>>().toEqualTypeOf<(typeof PLATFORMS)[number]>();
expectTypeOf<v.InferOutput<typeof nullableInt>>().toEqualTypeOf<Campaign['budgetTotal']>();

// The lists each side reads: campaigns (the admin's review queue too), the brand's matches, applications and an
// acceptance, the creator's matches and applications, and either side's contracts.
expectTypeOf<v.InferOutput<typeof CampaignList>>().toEqualTypeOf<{ items: Campaign[] }>();
expectTypeOf<v.InferOutput<typeof ReviewQueue>>().toEqualTypeOf<{ items: Campaign[] }>();
expectTypeOf<v.InferOutput<typeof MatchList>>().toEqualTypeOf<{ items: Array<{ match: Match; creator: CreatorCard; application: Application | null }> }>();
expectTypeOf<v.InferOutput<typeof ApplicationList>>().toEqualTypeOf<{ items: Array<{ application: Application; creator: CreatorCard; match: Match | null; actedBy: ActedBy | null }> }>();
expectTypeOf<v.InferOutput<typeof Accepted>>().toEqualTypeOf<{ application: Application; contract: Contract }>();
expectTypeOf<v.InferOutput<typeof MatchesSchema>>().toEqualTypeOf<{ items: Array<{ match: Match; campaign: Campaign; application: Application | null }> }>();
expectTypeOf<v.InferOutput<typeof ApplicationsSchema>>().toEqualTypeOf<{ items: Array<{ application: Application; campaign: Campaign }> }>();
expectTypeOf<v.InferOutput<typeof ContractList>>().toEqualTypeOf<{ items: Array<{ contract: Contract; campaign: Campaign; creator: CreatorCard }> }>();
