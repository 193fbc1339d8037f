import { addBusinessDays } from '../../src/domain/business-days.ts';
import { deliverableMachine } from '../../machines/lifecycles/deliverableMachine.ts';
import { REVIEW_WINDOW_BUSINESS_DAYS, type Deliverable, type DeliverableStatus, type Submission } from '../../src/domain/delivery-types.ts';
import type { ServerContext } from '../context.ts';
import { HttpError } from '../http.ts';
import { nextStatus } from '../lifecycle.ts';
import { awaitingAcceptance } from '../packages/terms.ts';
import { activeContractOf } from './access.ts';
import { saveDeliverable } from './deliverables.ts';
import { campaignTitle, eatTime, label, tellBoth } from './notices.ts';

export type SubmissionInput = Pick<Submission, 'kind' | 'fileId' | 'url' | 'caption'>;

/** Refuses (409) before anything is stored when the deliverable cannot take a draft now. */
export async function checkCanSubmit(ctx: ServerContext, deliverable: Deliverable): Promise<DeliverableStatus> {
  await activeContractOf(ctx, deliverable, 'submitted');
  if (await awaitingAcceptance(ctx, deliverable.contractId)) throw new HttpError(409, 'Accept the contract’s terms first: the work starts once the fee is held for you.');
  return nextStatus(deliverableMachine, deliverable.status, { type: 'SUBMIT' }, { noun: 'deliverable', action: 'submitted' }) as DeliverableStatus;
}

/** Where the API serves an uploaded draft to the two sides. */
export const draftFileUrl = (deliverableId: string, version: number) => `/api/deliverables/${deliverableId}/submissions/${version}/file`;

/**
 * The creator submits a draft: a new version, and the brand's review window starts (3 business days, EAT, on the
 * server's clock). Saves the deliverable and tells both sides, in the caller's transaction (lockDeliverable).
 */
export async function submitDraft(ctx: ServerContext, deliverable: Deliverable, input: SubmissionInput): Promise<Deliverable> {
  const status = await checkCanSubmit(ctx, deliverable);
  const now = ctx.clock.now();
  const at = new Date(now).toISOString();
  const version = deliverable.submissions.length + 1;
  const url = input.kind === 'file' ? draftFileUrl(deliverable.id, version) : input.url;
  const reviewDeadlineAt = new Date(addBusinessDays(now, REVIEW_WINDOW_BUSINESS_DAYS)).toISOString();
  deliverable.submissions.push({ version, ...input, url, at });
  Object.assign(deliverable, { status, reviewDeadlineAt, updatedAt: at });
  await saveDeliverable(ctx, deliverable);

  const title = await campaignTitle(ctx, deliverable.campaignId);
  const by = eatTime(reviewDeadlineAt);
  await tellBoth(ctx, deliverable, {
    type: 'deliverable_submitted',
    brand: { title: `Draft to review: ${title}`, body: `Version ${version} of ${label(deliverable)} for "${title}" is ready. Approve it or request a revision by ${by}, or it is approved automatically.` },
    creator: { title: `Draft submitted: ${title}`, body: `Version ${version} of your ${label(deliverable)} for "${title}" was sent. If the brand does not answer by ${by}, it is approved automatically.` },
  });
  return deliverable;
}
