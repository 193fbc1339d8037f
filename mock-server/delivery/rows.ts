import type { Deliverable } from '../../src/domain/delivery-types.ts';
import type { Dispute } from '../../src/domain/dispute-types.ts';
import { deliverables, disputes } from '../db/schema/delivery.ts';

type DeliverableRow = typeof deliverables.$inferSelect;
type DisputeRow = typeof disputes.$inferSelect;

/**
 * When the server must next move a deliverable by itself: the end of its review window while in review (approved
 * automatically), its due date while pending (overdue); never otherwise (a disputed one's timer is paused).
 */
export function deliverableDeadline(d: Pick<Deliverable, 'status' | 'reviewDeadlineAt' | 'dueAt'>): string | null {
  if (d.status === 'in_review') return d.reviewDeadlineAt;
  if (d.status === 'pending') return d.dueAt;
  return null;
}

/** A dispute's running deadline: the response window while awaiting one, mediation's end while in mediation. */
export function disputeDeadline(d: Pick<Dispute, 'status' | 'respondBy' | 'mediationEndsAt'>): string | null {
  if (d.status === 'awaiting_response') return d.respondBy;
  if (d.status === 'mediation' || d.status === 'proposal') return d.mediationEndsAt;
  return null;
}

export const deliverableRow = (d: Deliverable): DeliverableRow => ({ ...d, deadlineAt: deliverableDeadline(d) });

export function fromDeliverableRow(row: DeliverableRow): Deliverable {
  const { deadlineAt: _deadline, ...d } = row;
  return d as Deliverable;
}

export const disputeRow = (d: Dispute): Omit<DisputeRow, 'seq'> => ({ ...d, deadlineAt: disputeDeadline(d) });

export function fromDisputeRow(row: DisputeRow): Dispute {
  const { deadlineAt: _deadline, seq: _seq, ...d } = row;
  return d as Dispute;
}
