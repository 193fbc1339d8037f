import type { APIRequestContext, Page } from '@playwright/test';
import { expect, SEED, test } from './fixtures.ts';
import { advanceServerClock, callApi, openAs, resetData, signInViaApi, type ApiSession } from './support/api.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { day } from './support/dates.ts';
import { SEED_BRANDS, SEED_CAMPAIGNS } from './support/seed.ts';

const APPROVED = SEED_CAMPAIGNS.zuriApproved;
const PAY = 'Pay KES 157,500 with M-Pesa';
const PRO_FULL = 'Your Professional plan allows 10 active campaigns at a time. Complete or cancel one, or move to Enterprise for unlimited active campaigns.';
const DAY = 86_400_000;
const eatDate = (iso: string) => new Intl.DateTimeFormat('en-GB', { timeZone: 'Africa/Nairobi', day: 'numeric', month: 'long', year: 'numeric' }).format(new Date(iso));

const launchPanel = (page: Page) => page.getByRole('region', { name: 'Launch' });
/** The top bar's plan badge, by what it says after its screen-reader label. */
const planBadge = (page: Page, text: string) => page.getByRole('banner').getByRole('link', { name: `Plan in force: ${text}`, exact: true });

/** Starts paying for `campaignId` through the API: the campaign is then funding, which counts as active. */
async function startLaunch(request: APIRequestContext, brand: ApiSession, campaignId: string) {
  return request.post(`/api/campaigns/${campaignId}/payments`, {
    headers: { Authorization: `Bearer ${brand.token}`, 'Idempotency-Key': `plans-${campaignId}` },
    data: { method: 'mpesa', phone: '0712 345 678' },
  });
}

/** `count` more approved campaigns of the brand, written, submitted and approved through the API like cmp-zuri-approved. */
async function approvedCampaigns(request: APIRequestContext, brand: ApiSession, admin: ApiSession, count: number): Promise<string[]> {
  const seed = await callApi(request, brand, 'get', `campaigns/${APPROVED.id}`);
  const { id: _i, brandId: _b, brandName: _n, status: _s, reviewNotes: _r, createdAt: _c, updatedAt: _u, submittedAt: _a, acceptedCount: _k, actedBy: _ab, ...brief } = seed;
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const created = await callApi(request, brand, 'post', 'campaigns', { ...brief, title: `Zuri Threads drop ${i + 1}`, startDate: day(10), endDate: day(40) });
    await callApi(request, brand, 'post', `campaigns/${created.id}/submit`);
    await callApi(request, admin, 'post', `admin/campaigns/${created.id}/approve`, {});
    ids.push(created.id);
  }
  return ids;
}

// Each test starts from the seed and the seed's clock.
test.beforeEach(resetData);

test('a Professional brand sees its active campaigns before paying, is refused an 11th with the reason, and is pointed to the plans', async ({ page, request }) => {
  test.setTimeout(120_000);
  const zuri = await signInViaApi(request, SEED_BRANDS.zuri.email);
  const admin = await signInViaApi(request, SEED.admin);
  const trial = (await callApi(request, zuri, 'post', 'v1/user/trial', { plan: 'brand-professional' })).user.trial as { endsAt: string };
  // The seed's paused campaign and 8 launches make 9 active; one more approved campaign waits to take the 10th place.
  const [other, ...launched] = await approvedCampaigns(request, zuri, admin, 9);
  for (const id of launched) expect((await startLaunch(request, zuri, id)).status()).toBe(201);

  await openAs(page, zuri, `/brand/campaigns/${APPROVED.id}`);
  await expect(planBadge(page, `Professional · trial until ${eatDate(trial.endsAt)}`)).toBeVisible();
  const launch = launchPanel(page);
  await expect(launch).toContainText('9 of 10 active campaigns on Professional.');

  // Meanwhile another launch takes the last place: the server refuses this one, and the panel says why.
  expect((await startLaunch(request, zuri, other!)).status()).toBe(201);
  await launch.getByLabel('M-Pesa phone number').fill('0712 345 678');
  await launch.getByRole('button', { name: PAY }).click();
  await expect(launch.getByRole('alert')).toHaveText(PRO_FULL);
  expect((await callApi(request, zuri, 'get', `campaigns/${APPROVED.id}`)).status).toBe('approved');

  // Opened at the limit, the panel explains before any payment is asked, and offers the plans.
  await page.reload();
  await expect(launch.getByRole('heading', { name: 'You cannot launch another campaign yet' })).toBeVisible();
  await expect(launch).toContainText(`10 of 10 active campaigns on Professional. ${PRO_FULL}`);
  await expect(launch.getByRole('button', { name: PAY })).toHaveCount(0);
  await expectNoAxeViolations(page, 'the launch section at the limit', 'section[aria-labelledby="launch-heading"]');
  await launch.getByRole('link', { name: 'Compare plans' }).click();
  await expect(page).toHaveURL(/\/upgrade$/);
  await expect(page.getByRole('article', { name: 'Enterprise', exact: true })).toContainText('Unlimited active campaigns');
});

test('a trial ends when the clock passes its 14 days, and the top bar shows the free tier', async ({ page, request }) => {
  const zuri = await signInViaApi(request, SEED_BRANDS.zuri.email);
  await openAs(page, zuri, '/brand');
  await expect(planBadge(page, 'Free tier')).toBeVisible();
  await page.goto('/upgrade');
  await page.getByRole('button', { name: /Get Started.*Professional/ }).click();
  await expect(page.getByText('You have used your free trial.')).toBeVisible();
  const { user } = await page.evaluate(() => JSON.parse(localStorage.getItem('user')!) as { user: { trial: { endsAt: string } } });
  await expect(planBadge(page, `Professional · trial until ${eatDate(user.trial.endsAt)}`)).toBeVisible();

  // Past the trial's end (and the 7-day session with it): the next sign-in finds the free tier in force.
  await advanceServerClock(request, 14 * DAY + 60_000);
  const again = await signInViaApi(request, SEED_BRANDS.zuri.email);
  expect((again.user as { plan?: unknown }).plan).toEqual({ id: 'free', name: 'Free tier', status: 'free', until: null });
  await openAs(page, again, '/brand');
  await expect(planBadge(page, 'Free tier')).toBeVisible();
  await expect(page.getByRole('main')).toContainText('You are on the free tier now.');
  // The seed's paused campaign kept running through the end of the trial.
  expect((await callApi(request, again, 'get', `campaigns/${SEED_CAMPAIGNS.zuriPaused.id}`)).status).toBe('recruiting_paused');
});
