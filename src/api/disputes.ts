import * as v from 'valibot';
import type { DisputeOutcome, DisputeStatus } from '../domain/dispute-types.ts';
import { api, request, toApiError } from '../lib/api.ts';
import { DeliverableDisputeSchema, DisputeAnswerSchema, DisputePageSchema, type DisputePage, type DisputeView } from './dispute-schemas.ts';

/**
 * Disputes over a deliverable (delivery issue; design §7). The POSTs that can move money (opening, which pauses the
 * review, withdrawing, answering a proposal, proposing and deciding) send one Idempotency-Key per intent.
 */
const id = (value: string) => encodeURIComponent(value);
const answer = (d: unknown): DisputeView => v.parse(DisputeAnswerSchema, d).dispute;
const keyed = (idempotencyKey: string) => ({ headers: { 'Idempotency-Key': idempotencyKey } });

/** The deliverable's newest dispute, or null when it never had one. */
export const fetchDeliverableDispute = (deliverableId: string): Promise<DisputeView | null> =>
  request(() => api.get(`deliverables/${id(deliverableId)}/dispute`).json(), (d) => v.parse(DeliverableDisputeSchema, d).dispute, 'We could not load the dispute. Please try again.');

export const fetchDispute = (disputeId: string): Promise<DisputeView> =>
  request(() => api.get(`disputes/${id(disputeId)}`).json(), answer, 'We could not load the dispute. Please try again.');

export interface OpenDisputeInput { reason: string; evidence?: string }

export const openDispute = (deliverableId: string, body: OpenDisputeInput, idempotencyKey: string): Promise<DisputeView> =>
  request(() => api.post(`deliverables/${id(deliverableId)}/disputes`, { json: body, ...keyed(idempotencyKey) }).json(), answer, 'The dispute could not be opened. Please try again.');

export const respondToDispute = (disputeId: string, text: string): Promise<DisputeView> =>
  request(() => api.post(`disputes/${id(disputeId)}/respond`, { json: { text } }).json(), answer, 'Your response could not be sent. Please try again.');

/** Text and/or one image or PDF; a file goes as multipart, text alone as JSON. */
export function addEvidence(disputeId: string, input: { text: string; file: File | null }): Promise<DisputeView> {
  const path = `disputes/${id(disputeId)}/evidence`;
  const send = () => {
    if (!input.file) return api.post(path, { json: { text: input.text } }).json();
    const form = new FormData();
    form.append('text', input.text);
    form.append('file', input.file);
    return api.post(path, { body: form, headers: { 'Content-Type': undefined }, timeout: 60_000 }).json();
  };
  return request(send, answer, 'The evidence could not be added. Please try again.');
}

/** The `n`th (from 1) evidence's file. It needs the bearer token, which only the `api` client adds, so it is fetched as a blob. */
export async function fetchEvidenceFile(disputeId: string, n: number): Promise<Blob> {
  try {
    return await api.get(`disputes/${id(disputeId)}/evidence/${n}/file`, { headers: { Accept: 'image/*,application/pdf' } }).blob();
  } catch (error) {
    throw toApiError(error, 'The file could not be loaded.');
  }
}

const step = (action: string, failure: string) => (disputeId: string, idempotencyKey: string): Promise<DisputeView> =>
  request(() => api.post(`disputes/${id(disputeId)}/${action}`, keyed(idempotencyKey)).json(), answer, failure);

export const withdrawDispute = step('withdraw', 'The dispute could not be withdrawn. Please try again.');
export const acceptProposal = step('accept-proposal', 'The proposal could not be accepted. Please try again.');
export const rejectProposal = step('reject-proposal', 'The proposal could not be rejected. Please try again.');

export interface AdminDisputeQuery { status?: DisputeStatus | 'open'; q?: string; page?: number; pageSize?: number }

export const fetchAdminDisputes = (query: AdminDisputeQuery = {}): Promise<DisputePage> => {
  const searchParams = Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined && value !== '')) as Record<string, string | number>;
  return request(() => api.get('admin/disputes', { searchParams }).json(), (d) => v.parse(DisputePageSchema, d), 'We could not load the disputes. Please try again.');
};

/** The creator's share of the held fee, 0 to 1. */
export const proposeSplit = (disputeId: string, creatorShare: number, idempotencyKey: string): Promise<DisputeView> =>
  request(() => api.post(`admin/disputes/${id(disputeId)}/propose`, { json: { creatorShare }, ...keyed(idempotencyKey) }).json(), answer, 'The proposal could not be sent. Please try again.');

export interface Decision { outcome: DisputeOutcome; creatorShare?: number }

export const decideDispute = (disputeId: string, decision: Decision, idempotencyKey: string): Promise<DisputeView> =>
  request(() => api.post(`admin/disputes/${id(disputeId)}/decide`, { json: decision, ...keyed(idempotencyKey) }).json(), answer, 'The decision could not be saved. Please try again.');
