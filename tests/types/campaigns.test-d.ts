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
import type { CampaignSchema } from '../../src/api/campaign-schema.ts';
import type {
  ApplicationSchema, ContractSchema, CreatorCardSchema, MatchSchema, NotificationSchema, PlatformStatsSchema, VerificationSchema,
} from '../../src/api/campaign-schemas.ts';
import type { Pitch } from '../../src/api/creator.ts';
import type { DirectoryPage } from '../../src/api/directory.ts';
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
expectTypeOf<DirectoryPage>().toEqualTypeOf<{ items: CreatorCard[]; total: number; page: number; perPage: number }>();

// Verification: the figures a creator sends, and the record as the app reads it.
expectTypeOf<v.InferOutput<typeof PlatformStatsSchema>>().toEqualTypeOf<PlatformStats>();
expectTypeOf<z.output<typeof platformStatsSchema>>().toEqualTypeOf<PlatformStats>();
expectTypeOf<z.output<typeof verificationDataSchema>>().toEqualTypeOf<VerificationSubmission['data']>();
expectTypeOf<v.InferOutput<typeof VerificationSchema>>().toEqualTypeOf<MyVerification>();

// Notification.
expectTypeOf<v.InferOutput<typeof NotificationSchema>>().toEqualTypeOf<Notification>();
