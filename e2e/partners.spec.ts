import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, SEED, test } from './fixtures.ts';
import { callApi, openAs, resetData, signInViaApi } from './support/api.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { day } from './support/dates.ts';
import { payLaunchOnPhone } from './support/phone.ts';
import { stepHeading } from './support/wizard.ts';

/** Partners work for client brands (issue 25): the whole journey, on the real app and the real local API. */
test.beforeAll(resetData);

const TITLE = 'Duka Fresh school run';
const WAIRIMU = 'creator-wairimu@sauti.test';
const DELIVERABLE = 'dlv-duka-in-progress-wairimu-1';
const toast = (page: Page, title: string) => page.getByRole('region', { name: /notification/i }).getByText(title, { exact: true });

test('a partner invites a brand, drafts and submits a campaign for it, the brand pays to launch it, and the partner reviews a delivery', async ({ page, context, request }) => {
  test.setTimeout(120_000);
  const partner = await signInViaApi(request, SEED.partner);
  const brand = await signInViaApi(request, SEED.brand);
  const admin = await signInViaApi(request, SEED.admin);

  // The partner home is never empty: the seed's two clients, then the invitation.
  await openAs(page, partner, '/partner');
  await expect(page.getByLabel('Client', { exact: true })).toHaveValue('acc-zuri');
  await expectNoAxeViolations(page, '/partner');
  // Analytics across clients: one CSV, a row per campaign named by its client.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('sauti-clients-analytics.csv');
  expect(fs.readFileSync((await download.path())!, 'utf8').split('\r\n')[0]).toMatch(/^Client,Campaign,Status,Currency,/);
  await expect(page.getByRole('status').filter({ hasText: 'The CSV file sauti-clients-analytics.csv was downloaded.' })).toBeVisible();
  await page.getByLabel('Brand email').fill(SEED.brand);
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(toast(page, `Invitation sent to ${SEED.brand}`)).toBeVisible();
  await expect(page.getByRole('button', { name: `Revoke the invitation to ${SEED.brand}` })).toBeVisible();

  // The brand accepts in its settings, and sees what the partner may do.
  await openAs(page, brand, '/brand/settings');
  const partners = page.getByRole('region', { name: 'Partners' });
  await expect(partners).toContainText('Brian Mwangi (partner@sauti.test) invites you to work together');
  await expectNoAxeViolations(page, '/brand/settings (a partner invitation)');
  await partners.getByRole('button', { name: 'Accept' }).click();
  await expect(partners.getByRole('button', { name: 'Remove Brian Mwangi' })).toBeVisible();
  await expect(partners.getByLabel(/^Manage campaigns \(.*review, accept or decline applications/)).toBeChecked();
  await expect(partners.getByLabel('Spending limit per month (KES)')).toHaveValue('0');

  // The partner switches to Duka (the choice is in the URL) and writes a copy of an earlier campaign's brief in the
  // full wizard, under a new title and with new dates; the copy keeps the deliverables and their usage rights.
  await openAs(page, partner, '/partner');
  await page.getByLabel('Client', { exact: true }).selectOption({ label: 'Duka Fresh' });
  await page.getByRole('button', { name: 'Show', exact: true }).click();
  await expect(page).toHaveURL(/[?&]client=acc-brand/);
  await page.getByLabel('Start from').selectOption({ label: 'A copy of “Duka Fresh Glow juice launch”' });
  await page.getByRole('button', { name: 'Write the campaign' }).click();
  await expect(page).toHaveURL(/\/partner\/new-campaign\/acc-brand\?from=cmp-duka-recruiting$/);
  await expect(page.getByRole('heading', { level: 1, name: 'New campaign' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('For Duka Fresh');
  await expect(page.getByLabel('Campaign title')).toHaveValue('');
  await expect(page.getByLabel('Brief', { exact: true })).not.toHaveValue('');
  await page.getByLabel('Campaign title').fill(TITLE);
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(toast(page, 'Draft saved')).toBeVisible();
  // The saved draft goes on in the wizard on the partner's own page for it, never a /brand page.
  await expect(page).toHaveURL(/\/partner\/campaigns\/[^/?]+\?step=basics$/);
  const campaignId = new URL(page.url()).pathname.split('/').pop()!;
  for (const [n, step] of [[2, 'Budget'], [3, 'Audience'], [4, 'Deliverables']] as const) {
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(stepHeading(page, n, step)).toBeFocused();
  }
  await expect(page.getByRole('group', { name: 'Deliverable 1' }).getByRole('group', { name: 'Usage right 2' }).getByLabel('Where Duka Fresh may use it')).toHaveValue('paid_ads');
  await page.getByLabel('Start date').fill(day(30));
  await page.getByLabel('End date').fill(day(60));
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(stepHeading(page, 6, 'Review')).toBeFocused();
  await expectNoAxeViolations(page, '/partner/campaigns/:id?step=review (the wizard)');
  await page.getByRole('button', { name: 'Submit for review' }).click();
  await expect(toast(page, 'Submitted for review')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/partner/campaigns/${campaignId}$`));
  await expect(page.getByRole('main')).toContainText('For Duka Fresh');
  await expect(page.getByRole('main')).toContainText('Brian Mwangi submitted for review for the brand');
  const stored = await callApi(request, brand, 'get', `campaigns/${campaignId}`);
  expect(stored).toMatchObject({ brandId: 'acc-brand', status: 'pending_review', startDate: day(30), endDate: day(60) });
  expect(stored.deliverables[0].rights.map((r: { use: string }) => r.use)).toEqual(['organic', 'paid_ads']);

  // The admin approves (through the API); the partner asks to launch, and with no spending limit the brand is asked.
  await callApi(request, admin, 'post', `admin/campaigns/${campaignId}/approve`, {});
  await page.reload();
  await page.getByRole('button', { name: 'Ask to launch' }).click();
  await expect(toast(page, 'The brand was asked to pay for the launch')).toBeVisible();
  const notices = await callApi(request, brand, 'get', 'notifications');
  expect(notices.items[0]).toMatchObject({ type: 'launch_requested', title: `Launch to approve: ${TITLE}` });

  // The brand sees who asked, and pays by M-Pesa on the virtual phone.
  await openAs(page, brand, `/brand/campaigns/${campaignId}`);
  await expect(page.getByRole('main')).toContainText('Brian Mwangi asked you on');
  await payLaunchOnPhone(page, context);

  // A creator sends a draft for one of Duka's contracts; the partner asks for a revision from its home.
  const creator = await signInViaApi(request, WAIRIMU);
  await callApi(request, creator, 'post', `deliverables/${DELIVERABLE}/submissions`, { url: 'https://example.com/draft-reel', caption: 'Draft reel' });
  await openAs(page, partner, '/partner?client=acc-brand');
  const review = page.getByRole('region', { name: 'Waiting for review' });
  await review.getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Deliverables' })).toBeVisible();
  await expectNoAxeViolations(page, '/partner/contracts/:id (in review)');
  await page.getByLabel('What should change?').fill('Show the juice in the first 3 seconds.');
  await page.getByRole('button', { name: 'Ask for a revision' }).click();
  await expect(toast(page, 'Revision requested')).toBeVisible();

  // The brand's record of what its partner did names each step.
  const { actions } = await callApi(request, brand, 'get', 'brand/partners');
  expect(actions.map((a: { action: string }) => a.action)).toEqual(['asked for a revision', 'asked the brand to pay for the launch', 'submitted for review', 'edited', 'drafted']);
});
