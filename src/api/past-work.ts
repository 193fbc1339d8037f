import * as v from 'valibot';
import { PAST_WORK_STATUSES, type PastWorkRequest } from '../domain/past-work.ts';
import { api, request } from '../lib/api.ts';

/**
 * Past work on a creator's public page (issue 24): a contract's requests, and the steps each side takes. Tied to
 * src/domain/past-work.ts by tests/types/reviews.test-d.ts.
 */
export const PastWorkRequestSchema = v.object({
  deliverableId: v.string(), status: v.picklist(PAST_WORK_STATUSES), requestedAt: v.string(), decidedAt: v.nullable(v.string()),
  withdrawnBy: v.nullable(v.picklist(['brand', 'creator'])),
});
export const PastWorkListAnswer = v.object({ items: v.array(PastWorkRequestSchema) });
export const PastWorkItemAnswer = v.object({ item: PastWorkRequestSchema });
export type PastWorkStep = 'request' | 'agree' | 'decline' | 'withdraw';

const path = (id: string) => encodeURIComponent(id);

export const fetchPastWork = (contractId: string): Promise<PastWorkRequest[]> =>
  request(() => api.get(`contracts/${path(contractId)}/past-work`).json(), (d) => v.parse(PastWorkListAnswer, d).items, 'We could not load this contract’s past work. Please try again.');

export const pastWorkStep = (deliverableId: string, step: PastWorkStep): Promise<PastWorkRequest> =>
  request(
    () => api.post(`deliverables/${path(deliverableId)}/past-work${step === 'request' ? '' : `/${step}`}`).json(),
    (d) => v.parse(PastWorkItemAnswer, d).item,
    'That could not be saved. Please try again.',
  );
