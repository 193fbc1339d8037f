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
import type { ConversionSchema, DeliverableSchema } from '../../src/api/delivery-schemas.ts';
import type { DisputeSchema } from '../../src/api/dispute-schemas.ts';
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
expectTypeOf<v.InferOutput<typeof DisputeSchema>>().toEqualTypeOf<ReturnType<typeof disputeView>>();
expectTypeOf<Omit<ReturnType<typeof disputeView>, 'deadline' | 'evidence'>>().toEqualTypeOf<Omit<Dispute, 'evidence'>>();
expectTypeOf<z.input<typeof openBody>>().toEqualTypeOf<OpenDisputeInput>();
expectTypeOf<z.input<typeof decideBody>>().toEqualTypeOf<Decision>();
expectTypeOf<z.input<typeof respondBody>>().toEqualTypeOf<{ text: string }>();
expectTypeOf<z.input<typeof proposeBody>>().toEqualTypeOf<{ creatorShare: number }>();
expectTypeOf<z.input<typeof evidenceBody>>().toEqualTypeOf<{ text?: string | undefined }>();

// Conversion.
expectTypeOf<v.InferOutput<typeof ConversionSchema>>().toEqualTypeOf<Conversion>();
