import * as v from 'valibot';
import { DISPUTE_STATUSES, type Dispute } from '../domain/dispute-types.ts';
import { DisputeConversationSchema } from './message-schemas.ts';

/**
 * The dispute endpoints' answers (src/domain/dispute-types.ts), checked at the edge. The API adds, to the stored record,
 * where each evidence file is served, the deadline running now and the contract's conversation.
 */
const nullableString = v.nullable(v.string());
const side = v.picklist(['brand', 'creator']);

const EvidenceSchema = v.object({ by: side, text: v.string(), fileId: nullableString, at: v.string(), fileUrl: nullableString });

export const DisputeSchema = v.object({
  id: v.string(),
  deliverableId: v.string(),
  contractId: v.string(),
  campaignId: v.string(),
  brandId: v.string(),
  creatorId: v.string(),
  openedBy: side,
  reason: v.string(),
  status: v.picklist(DISPUTE_STATUSES),
  evidence: v.array(EvidenceSchema),
  respondBy: v.string(),
  mediationEndsAt: nullableString,
  proposal: v.nullable(v.object({ creatorShare: v.number(), by: v.string(), at: v.string(), acceptedBy: v.array(side) })),
  resolution: v.nullable(v.object({
    outcome: v.picklist(['release', 'refund', 'split']),
    creatorAmount: v.number(),
    brandAmount: v.number(),
    decidedBy: v.picklist(['timeout', 'agreement', 'admin', 'account_deleted']),
    at: v.string(),
  })),
  pausedReviewMs: v.nullable(v.number()),
  createdAt: v.string(),
  updatedAt: v.string(),
  deadline: v.nullable(v.object({ kind: v.picklist(['response', 'mediation']), at: v.string() })),
  // The conversation of the contract's application, listed with the evidence (issue 23).
  conversation: v.nullable(DisputeConversationSchema),
});

export type DisputeView = v.InferOutput<typeof DisputeSchema>;
export type EvidenceView = DisputeView['evidence'][number];

// The view must stay a superset of the shared record: a field added there and missed here fails the type check.
const covers = (d: DisputeView): Dispute => d;
void covers;

export const DisputeAnswerSchema = v.object({ dispute: DisputeSchema });
/** A deliverable's newest dispute: null when it never had one. */
export const DeliverableDisputeSchema = v.object({ dispute: v.nullable(DisputeSchema) });
export const DisputePageSchema = v.object({ items: v.array(DisputeSchema), total: v.number(), page: v.number(), pageSize: v.number() });
export type DisputePage = v.InferOutput<typeof DisputePageSchema>;
