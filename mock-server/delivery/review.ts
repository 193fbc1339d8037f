import { deliverableMachine } from '../../machines/lifecycles/deliverableMachine.ts';
import type { Deliverable, DeliverableStatus } from '../../src/domain/delivery-types.ts';
import { campaignById } from '../campaign-records.ts';
import type { ServerContext } from '../context.ts';
import { HttpError } from '../http.ts';
import { nextStatus } from '../lifecycle.ts';
import { activeContractOf, contractOf } from './access.ts';
import { saveDeliverable } from './deliverables.ts';
import { campaignTitle, label, tellBoth, titleOf } from './notices.ts';

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/**
 * The brand asks for changes, with feedback, while revisions are left (the campaign's maxRevisions). Beyond the
 * maximum it is refused with 409 and says what can be done instead. Saves the deliverable, in the caller's
 * transaction (lockDeliverable).
 */
export async function requestRevision(ctx: ServerContext, deliverable: Deliverable, text: string): Promise<Deliverable> {
  await activeContractOf(ctx, deliverable, 'sent back for a revision');
  const campaign = await campaignById(ctx, deliverable.campaignId);
  const maxRevisions = campaign?.maxRevisions ?? 0;
  const event = { type: 'REQUEST_REVISION' as const, revisionsUsed: deliverable.revisionsUsed, maxRevisions };
  if (deliverable.status === 'in_review' && deliverable.revisionsUsed >= maxRevisions) {
    const message = `All ${plural(maxRevisions, 'revision')} allowed for this deliverable are used, so another cannot be requested. Approve it, or open a dispute.`;
    throw new HttpError(409, message, { feedback: [message] });
  }
  const status = nextStatus(deliverableMachine, deliverable.status, event, { noun: 'deliverable', action: 'sent back for a revision' }) as DeliverableStatus;
  const at = new Date(ctx.clock.now()).toISOString();
  const version = deliverable.submissions.at(-1)?.version ?? 0;
  deliverable.feedback.push({ text, at, version });
  Object.assign(deliverable, { status, revisionsUsed: deliverable.revisionsUsed + 1, reviewDeadlineAt: null, updatedAt: at });
  await saveDeliverable(ctx, deliverable);

  const title = titleOf(campaign);
  const left = plural(maxRevisions - deliverable.revisionsUsed, 'revision');
  await tellBoth(ctx, deliverable, {
    type: 'deliverable_revision_requested',
    brand: { title: `Revision requested: ${title}`, body: `You asked for changes to version ${version} of ${label(deliverable)} for "${title}". ${left} left.` },
    creator: { title: `Revision requested: ${title}`, body: `The brand asked for changes to version ${version} of your ${label(deliverable)} for "${title}": "${text}". Submit a new version.` },
  });
  return deliverable;
}

/** Once approved, the creator adds the live post's URL. Saves the deliverable, in the caller's transaction. */
export async function addLiveLink(ctx: ServerContext, deliverable: Deliverable, url: string): Promise<Deliverable> {
  if ((await contractOf(ctx, deliverable)).status === 'cancelled') throw new HttpError(409, 'This contract is cancelled, so its deliverables cannot go live.');
  const status = nextStatus(deliverableMachine, deliverable.status, { type: 'SUBMIT_LIVE_LINK' }, { noun: 'deliverable', action: 'marked live' }) as DeliverableStatus;
  const at = new Date(ctx.clock.now()).toISOString();
  Object.assign(deliverable, { status, liveUrl: url, updatedAt: at });
  await saveDeliverable(ctx, deliverable);
  const title = await campaignTitle(ctx, deliverable.campaignId);
  await tellBoth(ctx, deliverable, {
    type: 'deliverable_live',
    brand: { title: `Live: ${title}`, body: `The creator's ${label(deliverable)} for "${title}" is live at ${url}.` },
    creator: { title: `Live: ${title}`, body: `Your ${label(deliverable)} for "${title}" is marked live.` },
  });
  return deliverable;
}
