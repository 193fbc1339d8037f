/**
 * One definition per wire type (docs/decisions/0016-wire-types.md): deliverables, disputes and conversions.
 * The shared type (machines/), the app's valibot schema (src/api/), the local API's answer and, for request bodies,
 * its zod schema (mock-server/) are held equal here; `npm run typecheck` checks this file.
 */
import type * as v from 'valibot';
import type { z } from 'zod';
import { expectTypeOf } from 'vitest';
import type { Deliverable } from '../../src/domain/delivery-types.ts';
import type { Dispute } from '../../src/domain/dispute-types.ts';
import type { Conversion } from '../../src/domain/tracking-types.ts';
import type {
  ConversionSchema, DeliverableAnswerSchema, DeliverableSchema, DeliverablesSchema, LinkSchema, LinksSchema, WebhookSecretSchema,
} from '../../src/api/delivery-schemas.ts';
import type { ConversionInput } from '../../src/api/delivery.ts';
import type { DeliverableDisputeSchema, DisputeAnswerSchema, DisputePageSchema, DisputeSchema } from '../../src/api/dispute-schemas.ts';
import type { Contract } from '../../src/domain/campaign-types.ts';
import type { contractLinks, LinkView } from '../../mock-server/tracking/contract-links.ts';
import type { manualBody } from '../../mock-server/tracking/conversion-bodies.ts';
import type { brandWebhookSecret } from '../../mock-server/tracking/webhook-signing.ts';
import type { Decision, OpenDisputeInput } from '../../src/api/disputes.ts';
import type { disputeView } from '../../mock-server/delivery/disputes.ts';
import type { decideBody, openBody, proposeBody, respondBody } from '../../mock-server/delivery/disputes-bodies.ts';
import type { evidenceBody } from '../../mock-server/delivery/disputes-evidence.ts';
import type { linkBody } from '../../mock-server/delivery/submission-input.ts';
import type { liveLinkBody, revisionBody } from '../../mock-server/routes/deliverables.ts';

// Deliverable, and the bodies that move one.
expectTypeOf<v.InferOutput<typeof DeliverableSchema>>().toEqualTypeOf<Deliverable>();
expectTypeOf<z.input<typeof linkBody>>().toEqualTypeOf<{ url: string; caption?: string | undefined }>();
expectTypeOf<z.input<typeof revisionBody>>().toEqualTypeOf<{ feedback: string }>();
expectTypeOf<z.input<typeof liveLinkBody>>().toEqualTypeOf<{ url: string }>();

// Dispute: the API answers the record with its running deadline and evidence file addresses; the app reads exactly that.
expectTypeOf<Omit<v.InferOutput<typeof DisputeSchema>, 'conversation'>>().toEqualTypeOf<ReturnType<typeof disputeView>>();
expectTypeOf<Omit<ReturnType<typeof disputeView>, 'deadline' | 'evidence'>>().toEqualTypeOf<Omit<Dispute, 'evidence'>>();
expectTypeOf<z.input<typeof openBody>>().toEqualTypeOf<OpenDisputeInput>();
expectTypeOf<z.input<typeof decideBody>>().toEqualTypeOf<Decision>();
expectTypeOf<z.input<typeof respondBody>>().toEqualTypeOf<{ text: string }>();
expectTypeOf<z.input<typeof proposeBody>>().toEqualTypeOf<{ creatorShare: number }>();
expectTypeOf<z.input<typeof evidenceBody>>().toEqualTypeOf<{ text?: string | undefined }>();

// Conversion.
expectTypeOf<v.InferOutput<typeof ConversionSchema>>().toEqualTypeOf<Conversion>();
// What the deliverable routes answer: a contract's deliverables, and one deliverable moved (approving may release the fee).
expectTypeOf<v.InferOutput<typeof DeliverablesSchema>>().toEqualTypeOf<{ contract: Contract; maxRevisions: number; items: Deliverable[] }>();
expectTypeOf<v.InferOutput<typeof DeliverableAnswerSchema>>().toEqualTypeOf<{ deliverable: Deliverable; contract: Contract; released: boolean }>();

// A dispute's answers.
type DisputeView = v.InferOutput<typeof DisputeSchema>;
expectTypeOf<v.InferOutput<typeof DisputeAnswerSchema>>().toEqualTypeOf<{ dispute: DisputeView }>();
expectTypeOf<v.InferOutput<typeof DeliverableDisputeSchema>>().toEqualTypeOf<{ dispute: DisputeView | null }>();
expectTypeOf<v.InferOutput<typeof DisputePageSchema>>().toEqualTypeOf<{ items: DisputeView[]; total: number; page: number; pageSize: number }>();

// A contract's links: the app reads the part of the API's link it shows (not the ids it already knows).
type Link = v.InferOutput<typeof LinkSchema>;
expectTypeOf<Link>().toEqualTypeOf<Pick<LinkView, keyof Link>>();
expectTypeOf<v.InferOutput<typeof LinksSchema>>().toEqualTypeOf<{ code: string | null; items: Link[] }>();
expectTypeOf<Awaited<ReturnType<typeof contractLinks>>>().toEqualTypeOf<{ code: string | null; items: LinkView[] }>();
// The brand's webhook secret, with the headers to send it in.
expectTypeOf<Pick<v.InferOutput<typeof WebhookSecretSchema>, 'brandId' | 'secret' | 'createdAt'>>()
  .toEqualTypeOf<Pick<Awaited<ReturnType<typeof brandWebhookSecret>>, 'brandId' | 'secret' | 'createdAt'>>();

// The brand's own entry of a conversion: the app sends these fields of the body, each as the API checks it; it never
// names the currency (the campaign's) or an external reference (a brand's system sends those to POST /conversions).
expectTypeOf<Pick<z.input<typeof manualBody>, keyof ConversionInput>>().toEqualTypeOf<ConversionInput>();
expectTypeOf<Exclude<keyof z.input<typeof manualBody>, keyof ConversionInput>>().toEqualTypeOf<'currency' | 'externalRef'>();
