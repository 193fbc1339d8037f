/**
 * One definition per wire type (docs/decisions/0016-wire-types.md): partners and their client brands (issue 25).
 */
import type * as v from 'valibot';
import type { z } from 'zod';
import { expectTypeOf } from 'vitest';
import type { ActedBy, PartnerClient, Referrals } from '../../src/domain/partner-types.ts';
import type { Application, Campaign, Contract } from '../../src/domain/campaign-types.ts';
import type { Deliverable } from '../../src/domain/delivery-types.ts';
import type { Payment } from '../../src/domain/money-types.ts';
import type { ActedBySchema } from '../../src/api/campaign-schema.ts';
import type {
  AcceptRequestedSchema, BrandPartnersSchema, ClientAcceptSchema, LaunchRequestSchema, ReferralsSchema, PartnerActionSchema, PartnerClientSchema, PartnerClientsSchema, PartnerOverviewSchema, PartnerPermissions,
} from '../../src/api/partners.ts';
import type { actionsForBrand } from '../../mock-server/partners/clients.ts';
import type { LaunchRequestAnswer } from '../../mock-server/partners/launch-request.ts';
import type { AcceptRequested } from '../../mock-server/partners/applications.ts';
import type { ClientOverview } from '../../mock-server/partners/overview.ts';
import type { inviteBody, permissionsBody } from '../../mock-server/routes/partners.ts';
import type { referralsOf } from '../../mock-server/partners/referrals.ts';

expectTypeOf<v.InferOutput<typeof ActedBySchema>>().toEqualTypeOf<ActedBy>();
expectTypeOf<v.InferOutput<typeof PartnerClientSchema>>().toEqualTypeOf<PartnerClient>();
expectTypeOf<v.InferOutput<typeof PartnerClientsSchema>>().toEqualTypeOf<{ items: PartnerClient[]; limit: number | null; used: number }>();
type Action = Awaited<ReturnType<typeof actionsForBrand>>[number];
expectTypeOf<v.InferOutput<typeof PartnerActionSchema>>().toEqualTypeOf<Action>();
expectTypeOf<v.InferOutput<typeof BrandPartnersSchema>>().toEqualTypeOf<{ items: PartnerClient[]; actions: Action[] }>();
expectTypeOf<v.InferOutput<typeof PartnerOverviewSchema>>().toEqualTypeOf<{ clients: ClientOverview[] }>();
expectTypeOf<v.InferOutput<typeof LaunchRequestSchema>>().toEqualTypeOf<LaunchRequestAnswer>();
expectTypeOf<v.InferOutput<typeof AcceptRequestedSchema>>().toEqualTypeOf<AcceptRequested>();
expectTypeOf<v.InferOutput<typeof ClientAcceptSchema>>().toEqualTypeOf<{ application: Application; contract: Contract } | AcceptRequested>();
expectTypeOf<z.input<typeof inviteBody>>().toEqualTypeOf<{ email: string }>();
expectTypeOf<z.input<typeof permissionsBody>>().toEqualTypeOf<PartnerPermissions>();
expectTypeOf<Campaign['actedBy']>().toEqualTypeOf<ActedBy | null | undefined>();
expectTypeOf<Deliverable>().not.toBeNever();
expectTypeOf<Payment['actedBy']>().toEqualTypeOf<ActedBy | null | undefined>();
expectTypeOf<v.InferOutput<typeof ReferralsSchema>>().toEqualTypeOf<Referrals>();
expectTypeOf<Awaited<ReturnType<typeof referralsOf>>>().toEqualTypeOf<Referrals>();
