import * as v from 'valibot';
import type { ConversionType, Conversion } from '../domain/tracking-types.ts';
import { api, request, toApiError } from '../lib/api.ts';
import {
  ConversionSchema, DeliverableAnswerSchema, DeliverablesSchema, LinksSchema, WebhookSecretSchema,
  type DeliverableAnswer, type DeliverablesView, type LinksView, type WebhookSecretView,
} from './delivery-schemas.ts';

/** Deliverables, their review, and the contract's trackable links and conversions (delivery issue; design §8). */
const id = (value: string) => encodeURIComponent(value);
const answer = (d: unknown) => v.parse(DeliverableAnswerSchema, d);
const keyed = (idempotencyKey: string) => ({ headers: { 'Idempotency-Key': idempotencyKey } });

export const fetchDeliverables = (contractId: string): Promise<DeliverablesView> =>
  request(() => api.get(`contracts/${id(contractId)}/deliverables`).json(), (d) => v.parse(DeliverablesSchema, d), 'We could not load the deliverables. Please try again.');

/** A draft is one uploaded image or video (multipart) or a link, each with a caption. */
export type DraftInput = { kind: 'file'; file: File; caption: string } | { kind: 'link'; url: string; caption: string };

export function submitDraft(deliverableId: string, draft: DraftInput): Promise<DeliverableAnswer> {
  const path = `deliverables/${id(deliverableId)}/submissions`;
  const send = () => {
    if (draft.kind === 'link') return api.post(path, { json: { url: draft.url, caption: draft.caption } }).json();
    const form = new FormData();
    form.append('file', draft.file);
    form.append('caption', draft.caption);
    return api.post(path, { body: form, headers: { 'Content-Type': undefined }, timeout: 60_000 }).json();
  };
  return request(send, answer, 'Your draft could not be sent. Please try again.');
}

export const approveDeliverable = (deliverableId: string, idempotencyKey: string): Promise<DeliverableAnswer> =>
  request(() => api.post(`deliverables/${id(deliverableId)}/approve`, keyed(idempotencyKey)).json(), answer, 'The deliverable could not be approved. Please try again.');

export const requestRevision = (deliverableId: string, feedback: string): Promise<DeliverableAnswer> =>
  request(() => api.post(`deliverables/${id(deliverableId)}/request-revision`, { json: { feedback } }).json(), answer, 'The revision could not be requested. Please try again.');

export const addLiveLink = (deliverableId: string, url: string): Promise<DeliverableAnswer> =>
  request(() => api.post(`deliverables/${id(deliverableId)}/live-link`, { json: { url } }).json(), answer, 'The live link could not be saved. Please try again.');

/** An uploaded draft needs the bearer token, which only the `api` client adds, so it is fetched as a blob. */
export async function fetchDraftFile(deliverableId: string, version: number): Promise<Blob> {
  try {
    return await api.get(`deliverables/${id(deliverableId)}/submissions/${version}/file`, { headers: { Accept: 'image/*,video/*' } }).blob();
  } catch (error) {
    throw toApiError(error, 'The file could not be loaded.');
  }
}

export const fetchContractLinks = (contractId: string): Promise<LinksView> =>
  request(() => api.get(`contracts/${id(contractId)}/links`).json(), (d) => v.parse(LinksSchema, d), 'We could not load the links. Please try again.');

export const fetchWebhookSecret = (): Promise<WebhookSecretView> =>
  request(() => api.get('brands/me/webhook-secret').json(), (d) => v.parse(WebhookSecretSchema, d), 'We could not load your webhook secret. Please try again.');

/** The brand's own entry of a lead or sale: for a contract, or by the code the buyer gave. Amount in minor units. */
export interface ConversionInput { type: ConversionType; amount: number; contractId?: string; code?: string }

export const addConversion = (campaignId: string, body: ConversionInput, idempotencyKey: string): Promise<Conversion> =>
  request(() => api.post(`campaigns/${id(campaignId)}/conversions`, { json: body, ...keyed(idempotencyKey) }).json(), (d) => v.parse(ConversionSchema, d), 'The conversion could not be saved. Please try again.');
