import type { APIResponse, Page } from '@playwright/test';
import { campaignEventsFor } from '../machines/lifecycles/campaignMachine.ts';
import type { CampaignStatus } from '../src/domain/campaign-types.ts';
import { expect, SEED, test } from './fixtures.ts';
import { resetData, signInViaApi } from './support/api.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { day } from './support/dates.ts';
import { SEED_CAMPAIGNS, SEED_CREATORS, SEED_DUKA_RECRUITING } from './support/seed.ts';
import { stepHeading } from './support/wizard.ts';

const TITLE = 'Nyama Choma Fridays';
const toast = (page: Page, title: string) => page.getByRole('region', { name: /notification/i }).getByText(title, { exact: true });
const main = (page: Page) => page.getByRole('main');
const saved = (page: Page) => page.waitForResponse((r) => /\/api\/campaigns(\/[^/]+)?$/.test(new URL(r.url()).pathname) && ['POST', 'PATCH'].includes(r.request().method()));

/**
 * The lifecycle buttons a brand sees for a status: what the shared machine allows, as the page words them.
 * Paying to launch (PAY_LAUNCH, PAYMENT_*) is the Launch panel's, never a plain button here.
 */
const LABELS: Record<string, string> = {
  // EDIT is not a button: "Edit and resubmit" is a link to the editor, and only saving there reopens the draft.
  SUBMIT: 'Submit for review', PAUSE: 'Pause', RESUME: 'Resume',
  CLOSE_RECRUITING: 'Close recruiting', COMPLETE: 'Complete', CANCEL: 'Cancel campaign',
};
const expectedButtons = (status: CampaignStatus) => campaignEventsFor(status).filter((e) => e in LABELS).map((e) => LABELS[e]!);
/** What the server sets on a campaign; the rest is the brief a brand writes. */
const SERVER_FIELDS = ['id', 'title', 'brandId', 'brandName', 'status', 'reviewNotes', 'createdAt', 'updatedAt', 'submittedAt', 'acceptedCount', 'actedBy'];
const actionButtons = (page: Page) => page.getByRole('region', { name: 'Actions' }).getByRole('button');

test.beforeAll(resetData);

test('a brand writes a campaign, saves a draft, resumes it from the brand home, and submits it for review', async ({ page, login }) => {
  await login('brand');
  await page.goto('/brand');
  await main(page).getByRole('link', { name: 'New campaign' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New campaign' })).toBeVisible();
  await expectNoAxeViolations(page);

  // Continue checks only this step: the first field in error gets focus and says why.
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByLabel('Campaign title')).toBeFocused();
  await expect(page.getByText('Use at least 3 characters for the title.')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel('Campaign title').fill(TITLE);
  await page.getByLabel('Brief', { exact: true }).fill('Show your Friday nyama choma at our Westlands grill and tell your followers about the weekend offer.');
  const firstSave = saved(page);
  await page.getByRole('button', { name: 'Save draft' }).click();
  expect((await firstSave).status()).toBe(201);
  await expect(toast(page, 'Draft saved')).toBeVisible();

  // Leave, then resume the draft from the brand home.
  await page.goto('/brand');
  const drafts = main(page).getByRole('region', { name: /^Draft/ });
  await expect(drafts.getByText('Finish the brief and submit it for review.')).toBeVisible();
  await drafts.getByRole('link', { name: `Resume ${TITLE}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit campaign' })).toBeVisible();
  await expect(page.getByLabel('Campaign title')).toHaveValue(TITLE);

  // The rest by keyboard: Enter in a field continues, and focus moves to each new step's heading.
  await page.getByLabel('Objective').selectOption({ label: 'Awareness' });
  const goal = page.getByRole('group', { name: 'Goal 1' });
  await goal.getByLabel('Metric').selectOption({ label: 'Reach' });
  await goal.getByLabel('Target').fill('50000');
  await goal.getByLabel('Target').press('Enter');
  await expect(stepHeading(page, 2, 'Budget')).toBeFocused();

  await page.getByLabel('Total budget (KES)').fill('150000');
  await page.getByLabel('Minimum fee per creator (KES)').fill('10000');
  await page.getByLabel('Maximum fee per creator (KES)').fill('25000');
  await page.getByLabel('Creator slots').fill('5');
  await page.getByLabel('Creator slots').press('Enter');
  await expect(stepHeading(page, 3, 'Audience')).toBeFocused();

  await page.getByLabel('Add a country').fill('Kenya');
  await page.getByLabel('Add a country').press('Enter');
  await expect(page.getByRole('button', { name: 'Remove Kenya' })).toBeVisible();
  await page.getByRole('group', { name: 'Age bands' }).getByRole('checkbox', { name: '18-24' }).press('Space');
  await page.getByRole('group', { name: 'Genders' }).getByRole('checkbox', { name: 'Female' }).check();
  await page.getByRole('group', { name: 'Niches' }).getByRole('checkbox', { name: 'Food' }).check();
  await page.getByRole('group', { name: 'Platforms' }).getByRole('checkbox', { name: 'Instagram' }).check();
  await page.getByLabel('Follower band').selectOption('micro');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(stepHeading(page, 4, 'Deliverables')).toBeFocused();
  await expectNoAxeViolations(page);

  const deliverable = page.getByRole('group', { name: 'Deliverable 1' });
  await deliverable.getByLabel('Platform').selectOption({ label: 'Instagram' });
  await deliverable.getByLabel('Type').selectOption({ label: 'Reel' });
  await deliverable.getByLabel('Quantity').fill('2');
  await page.getByLabel('Start date').fill(day(7));
  await page.getByLabel('End date').fill(day(37));
  await expect(page.getByLabel('Maximum revisions')).toHaveValue('2');
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(stepHeading(page, 5, 'Links')).toBeFocused();
  await page.getByLabel('Landing page URL').fill('https://choma.example.co.ke/fridays');
  await page.getByLabel('WhatsApp number (optional)').fill('0712 345 678');
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(stepHeading(page, 6, 'Review')).toBeFocused();
  await expect(main(page).getByText('KES 150,000')).toBeVisible();
  await expect(main(page).getByText('+254712345678')).toBeVisible();
  await expectNoAxeViolations(page);
  // Back is a real step back, and Continue returns.
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(stepHeading(page, 5, 'Links')).toBeFocused();
  await page.getByRole('button', { name: 'Continue' }).click();

  await page.getByRole('button', { name: 'Submit for review' }).click();
  await expect(toast(page, 'Submitted for review')).toBeVisible();
  await expect(page).toHaveURL(/\/brand\/campaigns\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  await expect(main(page).getByText('Pending review', { exact: true }).first()).toBeVisible();
  await expect(main(page).getByText('The Sauti team reviews it; you are notified of the decision.')).toBeVisible();
  // A brand has nothing to do while the Sauti team reviews it.
  await expect(actionButtons(page)).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('the lifecycle buttons shown match the status; cancelling asks first; changes requested shows the notes and reopens the wizard', async ({ page, login }) => {
  await login('brand');
  for (const c of [SEED_CAMPAIGNS.dukaDraft, SEED_CAMPAIGNS.dukaChanges, SEED_CAMPAIGNS.dukaRecruiting, SEED_CAMPAIGNS.dukaInProgress]) {
    await page.goto(`/brand/campaigns/${c.id}`);
    await expect(page.getByRole('heading', { level: 1, name: c.title })).toBeVisible();
    await expect(actionButtons(page)).toHaveText(expectedButtons(c.status));
  }

  await page.goto(`/brand/campaigns/${SEED_CAMPAIGNS.dukaDraft.id}`);
  await page.getByRole('button', { name: 'Cancel campaign' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this campaign?' });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Cancel campaign' })).toBeFocused();
  await page.getByRole('button', { name: 'Cancel campaign' }).click();
  await dialog.getByRole('button', { name: 'Yes, cancel it' }).click();
  await expect(toast(page, 'Campaign cancelled')).toBeVisible();
  await expect(main(page).getByText('Cancelled', { exact: true }).first()).toBeVisible();
  await expect(actionButtons(page)).toHaveCount(0);

  await page.goto(`/brand/campaigns/${SEED_CAMPAIGNS.dukaChanges.id}`);
  const notes = page.getByRole('region', { name: 'Review notes' });
  await expect(notes).toContainText('Changes requested');
  await page.getByRole('link', { name: 'Edit and resubmit' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit campaign' })).toBeVisible();
  await expect(page).toHaveURL(`/brand/campaigns/${SEED_CAMPAIGNS.dukaChanges.id}/edit`);
  await expect(page.getByRole('region', { name: 'Review notes' })).toBeVisible();
  await expect(page.getByLabel('Campaign title')).toHaveValue(SEED_CAMPAIGNS.dukaChanges.title);
  await expectNoAxeViolations(page);
});

test('the brand sees ranked creators for a newly launched campaign and invites one', async ({ page, login, request }) => {
  const { token } = await login('brand');
  const admin = await signInViaApi(request, SEED.admin);
  const as = (t: string) => ({ headers: { Authorization: `Bearer ${t}` } });
  const ok = async (res: APIResponse) => (expect(res.ok(), await res.text()).toBe(true), res.json());
  // A brief like the seed's recruiting one, taken from draft to recruiting through the API.
  const seed = await ok(await request.get(`/api/campaigns/${SEED_DUKA_RECRUITING.id}`, as(token)));
  const brief = Object.fromEntries(Object.entries(seed).filter(([key]) => !SERVER_FIELDS.includes(key)));
  const created = await ok(await request.post('/api/campaigns', { ...as(token), data: { ...brief, title: 'Duka Fresh breakfast boxes', startDate: day(7), endDate: day(37) } }));
  await ok(await request.post(`/api/campaigns/${created.id}/submit`, as(token)));
  await ok(await request.post(`/api/admin/campaigns/${created.id}/approve`, { ...as(admin.token), data: {} }));
  // Launching is paying: the launch payment, approved on the M-Pesa simulator, moves it to recruiting.
  const payment = await ok(await request.post(`/api/campaigns/${created.id}/payments`, {
    headers: { ...as(token).headers, 'Idempotency-Key': `e2e-launch-${created.id}` }, data: { method: 'mpesa', phone: '0712345678' },
  }));
  await ok(await request.post(`/__sim/mpesa/stk/${payment.mpesa.checkoutRequestId}/resolve`, { data: { outcome: 'approved' } }));
  await expect.poll(async () => (await ok(await request.get(`/api/payments/${payment.id}`, as(token)))).status).toBe('succeeded');

  await page.goto(`/brand/campaigns/${created.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Duka Fresh breakfast boxes' })).toBeVisible();
  await expect(actionButtons(page)).toHaveText(expectedButtons('recruiting'));
  const matches = page.getByRole('region', { name: 'Ranked matches' });
  const invite = matches.getByRole('button', { name: /^Invite / }).first();
  const invitee = (await invite.textContent())!.replace(/^Invite /, '');
  await invite.click();
  await expect(toast(page, 'Invitation sent')).toBeVisible();
  await expect(matches.getByRole('listitem').filter({ hasText: invitee })).toContainText('Invited');
  await expect(matches.getByRole('button', { name: `Invite ${invitee}` })).toHaveCount(0);
  // The button pressed is gone: focus is on its row's heading, not lost to the page.
  await expect(matches.getByRole('heading', { level: 3, name: invitee.trim(), exact: true })).toBeFocused();
  await expect(page.getByRole('table', { name: 'Applications' }).getByRole('row').filter({ hasText: invitee })).toContainText('Invited');
});

test('the brand shortlists and accepts an application on a recruiting campaign, and the contract appears', async ({ page, login }) => {
  await login('brand');
  await page.goto(`/brand/campaigns/${SEED_DUKA_RECRUITING.id}`);
  await expect(page.getByRole('heading', { level: 1, name: SEED_DUKA_RECRUITING.title })).toBeVisible();
  const matches = page.getByRole('region', { name: 'Ranked matches' });
  await expect(matches.getByText(/^Match score \d+ out of 100$/).first()).toBeVisible();
  await expect(matches.getByText('Why it matches').first()).toBeVisible();
  const contracts = page.getByRole('region', { name: 'Contracts' });
  await expect(contracts.getByText('No contracts yet. Accept an application to create one.')).toBeVisible();
  await expectNoAxeViolations(page);

  const wambui = SEED_CREATORS.wambui.name;
  const row = page.getByRole('table', { name: 'Applications' }).getByRole('row').filter({ hasText: wambui });
  await expect(row).toContainText('Applied');
  await row.getByRole('button', { name: `Shortlist ${wambui}` }).click();
  await expect(toast(page, 'Shortlisted')).toBeVisible();
  await expect(row).toContainText('Shortlisted');
  await expect(row.getByRole('button', { name: `Shortlist ${wambui}` })).toHaveCount(0);
  await expect(row.getByRole('rowheader')).toBeFocused();
  await row.getByRole('button', { name: `Accept ${wambui}` }).click();
  await expect(toast(page, 'Accepted: the contract is created')).toBeVisible();
  await expect(row).toContainText('Accepted');
  await expect(row.getByRole('button')).toHaveCount(0);
  await expect(page.getByText(`1 of ${SEED_DUKA_RECRUITING.slots} creator slots filled`)).toBeVisible();
  await expect(contracts.getByRole('table', { name: 'Contracts' }).getByRole('row', { name: new RegExp(wambui) })).toContainText('KES');
});
