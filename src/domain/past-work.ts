import type { DeliverableType } from './campaign-types.ts';
import type { Platform } from './onboarding-types.ts';

/**
 * Past work on a creator's public page (issue 24; docs/decisions/0019-trust.md, fifth slice). The creator asks to show
 * a live deliverable of one of their completed contracts; the contract's brand agrees or declines; either side may
 * withdraw it later. Only agreed items are public.
 */
export const PAST_WORK_STATUSES = ['requested', 'agreed', 'declined', 'withdrawn'] as const;
export type PastWorkStatus = (typeof PAST_WORK_STATUSES)[number];

/** One deliverable's request as the contract's two sides see it (`GET /contracts/:id/past-work`). */
export interface PastWorkRequest {
  deliverableId: string;
  status: PastWorkStatus;
  requestedAt: string;
  decidedAt: string | null;
  withdrawnBy: 'brand' | 'creator' | null;
}

/** What the public page shows of an agreed item: whose work, where, the published post and its month. */
export interface PublicPastWork {
  id: string;
  brandName: string;
  platform: Platform;
  type: DeliverableType;
  url: string;
  /** The month the brand approved it, `YYYY-MM`. */
  month: string;
}
