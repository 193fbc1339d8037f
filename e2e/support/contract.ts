import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from '../fixtures.ts';
import { callApi, SEED, signInViaApi, type ApiSession } from './api.ts';
import { SEED_CREATORS, SEED_DUKA_RECRUITING } from './seed.ts';

export interface Deliverable { id: string; index: number }

/**
 * One deliverable of the contract page's Deliverables list, by its heading. Scoped to that list: a published post
 * is also listed, under the same heading, in the past-work section further down.
 */
export const contractDeliverable = (page: Page, name: string) =>
  page.getByRole('region', { name: 'Deliverables', exact: true }).getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) });

/** Akinyi's contract on Duka's recruiting campaign (db.json), with both sides signed in through the API. */
export interface AkinyiContract {
  brand: ApiSession;
  akinyi: ApiSession;
  contractId: string;
  deliverables: Deliverable[];
}

/** The brand accepts Akinyi's application to Duka's recruiting campaign: her contract and its deliverables. */
export async function acceptAkinyi(request: APIRequestContext): Promise<AkinyiContract> {
  const brand = await signInViaApi(request, SEED.brand);
  const akinyi = await signInViaApi(request, SEED_CREATORS.akinyi.email);
  const accepted = (await callApi(request, brand, 'post', `applications/${SEED_DUKA_RECRUITING.applications.akinyi.id}/accept`)) as { contract: { id: string } };
  const contractId = accepted.contract.id;
  const { items } = (await callApi(request, akinyi, 'get', `contracts/${contractId}/deliverables`)) as { items: Deliverable[] };
  return { brand, akinyi, contractId, deliverables: items };
}

/** Akinyi sends a draft of each of these deliverables and the brand approves it, through the API. */
export async function sendAndApprove(request: APIRequestContext, { brand, akinyi, contractId }: AkinyiContract, deliverables: Deliverable[]) {
  for (const d of deliverables) {
    await callApi(request, akinyi, 'post', `deliverables/${d.id}/submissions`, { url: `https://drafts.example.com/${d.index}`, caption: 'Glow juice' });
    const approved = await request.post(`/api/deliverables/${d.id}/approve`, {
      headers: { Authorization: `Bearer ${brand.token}`, 'Idempotency-Key': `e2e-approve-${contractId}-${d.id}` },
    });
    expect(approved.ok(), await approved.text()).toBe(true);
  }
}
