import type { Page } from '@playwright/test';
import { baseURL } from '../playwright.config.ts';
import { expect, SEED, test } from './fixtures.ts';
import { callApi, openAs, resetData, signInViaApi, type ApiSession } from './support/api.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { day } from './support/dates.ts';
import { payLaunchOnPhone } from './support/phone.ts';
import { SEED_CAMPAIGNS, SEED_REVIEW_QUEUE } from './support/seed.ts';

type Session = ApiSession;

// Each test carries the campaign one step further, so a failure stops the rest instead of cascading.
test.describe.configure({ mode: 'serial' });

const TITLE = 'Duka Fresh Glow family bundles';
const NOTES = 'Add a clear call to action and name the stalls where the bundle is sold.';

let admin: Session;
let brand: Session;
let campaignId = '';

const decisionDialog = (page: Page, name: string) => page.getByRole('dialog', { name });

test.beforeAll(resetData);
test.beforeAll(async ({ playwright }) => {
  const request = await playwright.request.newContext({ baseURL });
  [admin, brand] = [await signInViaApi(request, SEED.admin), await signInViaApi(request, SEED.brand)];
  // The brand writes a complete brief (the seed's recruiting one, retitled and re-dated) and submits it.
  const seed = await callApi(request, brand, 'get', `campaigns/${SEED_CAMPAIGNS.dukaRecruiting.id}`);
  const { title: _t, id: _i, brandId: _b, brandName: _n, status: _s, reviewNotes: _r, createdAt: _c, updatedAt: _u, submittedAt: _a, acceptedCount: _k, actedBy: _ab, ...brief } = seed;
  const created = await callApi(request, brand, 'post', 'campaigns', { ...brief, title: TITLE, startDate: day(10), endDate: day(40) });
  campaignId = created.id;
  await callApi(request, brand, 'post', `campaigns/${campaignId}/submit`);
  await request.dispose();
});

test('the review queue lists submitted briefs oldest first, with no accessibility violations', async ({ page }) => {
  await openAs(page, admin, '/admin/campaigns');
  await expect(page.getByRole('main').getByRole('status')).toHaveText('3 campaigns waiting for review.');
  const links = page.getByRole('main').getByRole('listitem').getByRole('link');
  const seeded = SEED_REVIEW_QUEUE.map((id) => Object.values(SEED_CAMPAIGNS).find((c) => c.id === id)!.title);
  await expect(links).toHaveText([...seeded, TITLE]);
  await expect(page.getByRole('listitem').filter({ hasText: TITLE })).toContainText('Duka Fresh');
  await expectNoAxeViolations(page);
});

test('an admin requests changes with notes, which are required, and the brand is notified in the app and by email', async ({ page, request }) => {
  await openAs(page, admin, '/admin/campaigns');
  await page.getByRole('link', { name: `Review ${TITLE}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  await expect(page.getByRole('term').filter({ hasText: 'Brief' })).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: /^Kenya$/ })).toBeVisible();
  // Each deliverable's usage rights, in plain words (issue 24).
  await expect(page.getByRole('definition').filter({ hasText: 'The brand may use it in paid ads, including whitelisting (running ads from your account) in Kenya for 3 months. Priced at KES 5,000, part of the fee.' })).toBeVisible();
  await expectNoAxeViolations(page);

  // Keyboard only: the decision buttons are reachable and open their dialog.
  await page.getByRole('button', { name: 'Request changes' }).focus();
  await page.keyboard.press('Enter');
  const dialog = decisionDialog(page, 'Request changes');
  await expect(dialog.getByLabel('What should the brand change?')).toBeFocused();
  await dialog.getByRole('button', { name: 'Request changes' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Write the changes you need, so the brand knows what to edit.');
  await expect(dialog.getByLabel('What should the brand change?')).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page);
  await dialog.getByLabel('What should the brand change?').fill(NOTES);
  await dialog.getByRole('button', { name: 'Request changes' }).click();

  await expect(page.getByRole('main').getByRole('status')).toHaveText('Changes requested. The brand has been notified.');
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  await expect(page.getByRole('main')).toContainText(NOTES);
  await expect(page.getByText('This campaign is not waiting for review, so there is nothing to decide.')).toBeVisible();

  const { items } = await callApi(request, brand, 'get', 'notifications');
  expect(items[0]).toMatchObject({ type: 'campaign_changes_requested', title: `Changes requested: ${TITLE}`, href: `/brand/campaigns/${campaignId}` });
  expect(items[0].body).toContain(NOTES);
  const mail = await (await request.get(`/api/dev/mailbox?to=${encodeURIComponent(SEED.brand)}`)).json();
  expect(mail.messages[0]).toMatchObject({ subject: `Changes requested: ${TITLE}` });
});

test('rejecting needs a reason', async ({ page }) => {
  await openAs(page, admin, `/admin/campaigns/${SEED_REVIEW_QUEUE[0]}`);
  await page.getByRole('button', { name: 'Reject' }).click();
  const dialog = decisionDialog(page, 'Reject');
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Give a reason, so the brand knows why.');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Reject' })).toBeFocused();
});

test('the brand reads the notes, edits and resubmits; the admin approves; the brand pays to launch it and it recruits', async ({ page, context, request }) => {
  const ADDED = ' Buy at any Duka Fresh stall in Nairobi.';
  await openAs(page, brand, `/brand/campaigns/${campaignId}`);
  await expect(page.getByRole('region', { name: 'Review notes' })).toContainText(NOTES);
  await page.getByRole('link', { name: 'Edit and resubmit' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit campaign' })).toBeVisible();
  const brief = page.getByLabel('Brief', { exact: true });
  await brief.fill(`${await brief.inputValue()}${ADDED}`);
  const submit = page.getByRole('button', { name: 'Submit for review' });
  for (let step = 0; step < 6 && !(await submit.isVisible()); step++) await page.getByRole('button', { name: 'Continue' }).click();
  await submit.click();
  await expect.poll(async () => (await callApi(request, brand, 'get', `campaigns/${campaignId}`)).status).toBe('pending_review');

  await openAs(page, admin, `/admin/campaigns/${campaignId}`);
  await expect(page.getByRole('main')).toContainText(ADDED.trim());
  await page.getByRole('button', { name: 'Approve' }).click();
  await decisionDialog(page, 'Approve').getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Campaign approved. The brand has been notified.');
  await expect(page.getByRole('definition').filter({ hasText: 'Approved' })).toBeVisible();

  const { items } = await callApi(request, brand, 'get', 'notifications');
  expect(items[0]).toMatchObject({ type: 'campaign_approved', title: `Campaign approved: ${TITLE}` });
  const mail = await (await request.get(`/api/dev/mailbox?to=${encodeURIComponent(SEED.brand)}`)).json();
  expect(mail.messages[0]).toMatchObject({ subject: `Campaign approved: ${TITLE}` });

  // Launching is paying (decision 0009): M-Pesa, answered on the virtual phone.
  await openAs(page, brand, `/brand/campaigns/${campaignId}`);
  await payLaunchOnPhone(page, context);
  expect((await callApi(request, brand, 'get', `campaigns/${campaignId}`)).status).toBe('recruiting');

  await openAs(page, admin, '/admin/campaigns');
  await expect(page.getByRole('main').getByRole('status')).toHaveText('2 campaigns waiting for review.');
});
