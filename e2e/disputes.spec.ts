import type { APIRequestContext, Page } from '@playwright/test';
import { expect, SEED, test } from './fixtures.ts';
import { callApi, openAs, resetData, signInViaApi, type ApiSession } from './support/api.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { contractDeliverable } from './support/contract.ts';
import { SEED_CREATORS, SEED_DUKA_RECRUITING } from './support/seed.ts';

const kes = (minor: number) => `KES ${(minor / 100).toLocaleString('en-KE')}`;
const toast = (page: Page, title: string) => page.getByRole('region', { name: /notification/i }).getByText(title, { exact: true });
const figure = (page: Page, name: string) => page.locator('dl > div').filter({ has: page.getByRole('term').getByText(name, { exact: true }) }).getByRole('definition').first();
const EAT_TIME = String.raw`\w{3} \d{1,2} \w{3}, \d{2}:\d{2} EAT`;

const REEL = 'Deliverable 1: Instagram reel';
const REASON = 'The brand has not answered my messages about the agreed script for two weeks.';

interface Setup { brand: ApiSession; creator: ApiSession; admin: ApiSession; contractId: string; fee: number }

/** Through the API: the brand accepts Akinyi on the recruiting campaign, and she sends a link draft of the reel. */
async function setUp(request: APIRequestContext): Promise<Setup> {
  const brand = await signInViaApi(request, SEED.brand);
  const creator = await signInViaApi(request, SEED_CREATORS.akinyi.email);
  const admin = await signInViaApi(request, SEED.admin);
  const accepted = (await callApi(request, brand, 'post', `applications/${SEED_DUKA_RECRUITING.applications.akinyi.id}/accept`)) as { contract: { id: string; agreedFee: number } };
  const contractId = accepted.contract.id;
  const { items } = (await callApi(request, creator, 'get', `contracts/${contractId}/deliverables`)) as { items: Array<{ id: string; index: number }> };
  const reel = items.find((d) => d.index === 1)!;
  await callApi(request, creator, 'post', `deliverables/${reel.id}/submissions`, { url: 'https://drafts.example.com/reel-v1', caption: 'Glow juice' });
  return { brand, creator, admin, contractId, fee: accepted.contract.agreedFee };
}

/** The creator opens a dispute over the reel from the contract page, after the dialog refuses an empty reason. */
async function openDispute(page: Page, s: Setup) {
  await openAs(page, s.creator, `/influencer/contracts/${s.contractId}`);
  await contractDeliverable(page, REEL).getByRole('button', { name: `Open a dispute: ${REEL}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Open a dispute' });
  await dialog.getByRole('button', { name: 'Open dispute' }).click();
  await expect(dialog.getByText('Write why you are opening a dispute, in at least 10 characters.')).toBeVisible();
  await expect(dialog.getByLabel('Reason (required)')).toBeFocused();
  await expectNoAxeViolations(page, 'the open dialog', '[role="dialog"]');
  await dialog.getByLabel('Reason (required)').fill(REASON);
  await dialog.getByLabel('Evidence (optional)').fill('Messages sent on 3 and 10 November, unanswered.');
  await dialog.getByRole('button', { name: 'Open dispute' }).click();
  await expect(dialog).toBeHidden();
  await expect(toast(page, 'Dispute opened')).toBeVisible();
  const panel = page.getByRole('region', { name: 'Dispute' });
  await expect(panel.getByRole('heading', { name: 'Dispute' })).toBeFocused();
  return panel;
}

test.beforeEach(resetData);

test('a dispute settled by the mediator’s 60/40 split, accepted by both sides, pays the creator 60% less commission', async ({ page, request }) => {
  test.slow();
  const s = await setUp(request);
  const panel = await openDispute(page, s);
  await expect(panel).toContainText('Status: Waiting for the brand to respond');
  await expect(panel).toContainText('You opened it on');
  await expect(panel.getByText(new RegExp(`^The brand must respond by ${EAT_TIME}\\.`))).toBeVisible();
  await expect(panel).toContainText('Messages sent on 3 and 10 November, unanswered.');
  await expect(contractDeliverable(page, REEL)).toContainText('Disputed');
  await expect(panel.getByRole('button', { name: 'Respond' })).toHaveCount(0);
  await expectNoAxeViolations(page);

  await openAs(page, s.brand, `/brand/contracts/${s.contractId}`);
  const brandPanel = page.getByRole('region', { name: 'Dispute' });
  await expect(brandPanel).toContainText('The creator opened it on');
  await expect(brandPanel).toContainText(REASON);
  await brandPanel.getByRole('button', { name: 'Respond' }).click();
  const respond = page.getByRole('dialog', { name: 'Respond to the dispute' });
  await respond.getByLabel('Your response (required)').fill('We answered by email on 11 November; the script is attached there.');
  await respond.getByRole('button', { name: 'Send response' }).click();
  await expect(toast(page, 'Response sent')).toBeVisible();
  await expect(brandPanel).toContainText('Status: In mediation');
  await expect(brandPanel.getByText(new RegExp(`^Mediation ends ${EAT_TIME}\\.`))).toBeVisible();

  await openAs(page, s.admin, '/admin/disputes');
  await expect(page.getByRole('status').filter({ hasText: 'open dispute' })).toHaveText('1 open dispute.');
  const open = page.getByRole('list', { name: 'Open' });
  await expect(open).toContainText(new RegExp(`Mediation ends ${EAT_TIME}`));
  await expectNoAxeViolations(page);
  await open.getByRole('link', { name: `${SEED_DUKA_RECRUITING.title}: open the dispute` }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Dispute: ${SEED_DUKA_RECRUITING.title}`);
  await expect(page.getByRole('region', { name: 'Evidence from the creator' })).toContainText('Messages sent on 3 and 10 November');
  await expect(page.getByRole('region', { name: 'Evidence from the brand' })).toContainText('We answered by email on 11 November');
  const propose = page.getByRole('region', { name: 'Propose a split' });
  await propose.getByLabel('Creator’s share (%)').fill('160');
  await propose.getByRole('button', { name: 'Propose split' }).click();
  await expect(propose.getByText('Enter the creator’s share as a whole number from 0 to 100.')).toBeVisible();
  const creatorGross = Math.round(s.fee * 0.6);
  const creatorNet = creatorGross - Math.round(creatorGross * 0.1);
  const shares = `The creator gets ${kes(creatorGross)} (${kes(creatorNet)} after Sauti’s commission); the brand gets ${kes(s.fee - creatorGross)} back.`;
  await propose.getByLabel('Creator’s share (%)').fill('60');
  await expect(propose).toContainText(shares);
  await expectNoAxeViolations(page);
  await propose.getByRole('button', { name: 'Propose split' }).click();
  const confirm = page.getByRole('dialog', { name: 'Propose this split?' });
  await expect(confirm).toContainText(shares);
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expect(toast(page, 'Split proposed')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: /^Status: The mediator proposed a split/ })).toBeVisible();

  const before = ((await callApi(request, s.creator, 'get', 'creators/me/earnings')) as { balances: Array<{ currency: string; available: number }> })
    .balances.find((b) => b.currency === 'KES')?.available ?? 0;
  for (const [session, path] of [[s.brand, 'brand'], [s.creator, 'influencer']] as const) {
    await openAs(page, session, `/${path}/contracts/${s.contractId}`);
    const proposal = page.getByRole('region', { name: 'Dispute' });
    await expect(proposal).toContainText(shares);
    await proposal.getByRole('button', { name: 'Accept the proposal' }).click();
    await page.getByRole('dialog', { name: 'Accept the proposal?' }).getByRole('button', { name: 'Accept' }).click();
    await expect(toast(page, 'Proposal accepted')).toBeVisible();
  }
  const settled = page.getByRole('region', { name: 'Dispute' });
  await expect(settled).toContainText('Outcome: Fee split');
  await expect(settled).toContainText(`The creator got ${kes(creatorGross)} of the held fee (less Sauti’s commission); the brand got ${kes(s.fee - creatorGross)} back.`);
  await expect(contractDeliverable(page, REEL)).toContainText('Settled');
  await expectNoAxeViolations(page);

  await openAs(page, s.brand, `/brand/contracts/${s.contractId}`);
  await expect(page.getByRole('region', { name: 'Dispute' })).toContainText('Both sides accepted the mediator’s proposal.');
  await openAs(page, s.creator, '/influencer/earnings');
  await expect(figure(page, 'Available')).toHaveText(kes(before + creatorNet));
});

test('the creator opens a dispute and withdraws it: the reel goes back to review', async ({ page, request }) => {
  const s = await setUp(request);
  const panel = await openDispute(page, s);
  await panel.getByRole('button', { name: 'Withdraw the dispute' }).click();
  await page.getByRole('dialog', { name: 'Withdraw the dispute?' }).getByRole('button', { name: 'Withdraw' }).click();
  await expect(toast(page, 'Dispute withdrawn')).toBeVisible();
  await expect(panel).toHaveCount(0);
  await expect(contractDeliverable(page, REEL)).toContainText('In review');
  await expect(page.getByRole('heading', { name: REEL })).toBeFocused();
});
