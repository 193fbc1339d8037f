import type { Page } from '@playwright/test';
import { baseURL } from '../playwright.config.ts';
import { expect, SEED, test } from './fixtures.ts';
import { openAs, resetData, signInViaApi, type ApiSession } from './support/api.ts';
import { acceptAkinyi, sendAndApprove } from './support/contract.ts';
import { AxeSweep, expectNoAxeViolations, useCombo } from './support/axe.ts';
import { SEED_CREATORS } from './support/seed.ts';

// One contract ends, then the creator and the brand review each other in turn: the steps run in order.
test.describe.configure({ mode: 'serial' });

let brand: ApiSession;
let akinyi: ApiSession;
let contractId: string;
const CREATOR_REVIEW = 'A clear brief, answers within a day and the fee released on time.';
const BRAND_REVIEW = 'Lovely reel that our customers shared widely, delivered early.';
const reviews = (page: Page) => page.getByRole('region', { name: 'Reviews' });

test.beforeAll(resetData);
test.beforeAll(async ({ playwright }) => {
  const request = await playwright.request.newContext({ baseURL });
  const contract = await acceptAkinyi(request);
  ({ brand, akinyi, contractId } = contract);
  // Every deliverable is sent and approved through the API, so the contract completes and its reviews open.
  await sendAndApprove(request, contract, contract.deliverables);
  await request.dispose();
});

test('the creator rates the brand once the contract ends; the review stays hidden until the brand writes theirs', async ({ page }) => {
  await openAs(page, akinyi, `/influencer/contracts/${contractId}`);
  const panel = reviews(page);
  await expect(panel.getByText(/Reviews close on/)).toBeVisible();
  await panel.getByRole('button', { name: 'Send review' }).click();
  await expect(panel.getByText('Choose a rating from 1 to 5 stars.')).toBeVisible();
  await expect(panel.getByRole('radio', { name: '1 star' })).toBeFocused();
  await panel.getByRole('radio', { name: '5 stars' }).check();
  await panel.getByRole('button', { name: 'Send review' }).click();
  await expect(panel.getByText('Write your review, in at least 10 characters.')).toBeVisible();
  await expect(panel.getByRole('textbox', { name: 'Your review' })).toBeFocused();
  await panel.getByRole('textbox', { name: 'Your review' }).fill(CREATOR_REVIEW);
  await panel.getByRole('button', { name: 'Send review' }).click();
  await expect(page.getByText('Your review was sent.').first()).toBeVisible();
  const mine = panel.getByRole('article', { name: 'Your review' });
  await expect(mine).toContainText(CREATOR_REVIEW);
  await expect(mine.getByRole('heading', { name: 'Your review' })).toBeFocused();
  await expect(mine).toContainText('5 out of 5 stars');
  await expect(mine).toContainText('Hidden from the brand until they write theirs');
  await expect(panel.getByRole('radio')).toHaveCount(0);
});

test('the brand is told a review waits, writes theirs, and then both see both; the brand replies to the creator\'s', async ({ page }) => {
  await openAs(page, brand, `/brand/contracts/${contractId}`);
  const panel = reviews(page);
  await expect(panel.getByText('The creator has written a review of you. It shows once you write yours.')).toBeVisible();
  await expect(panel).not.toContainText(CREATOR_REVIEW);
  await panel.getByRole('radio', { name: '4 stars' }).check();
  await panel.getByRole('textbox', { name: 'Your review' }).fill(BRAND_REVIEW);
  await panel.getByRole('button', { name: 'Send review' }).click();
  const theirs = panel.getByRole('article', { name: 'Akinyi Adhiambo’s review of you' });
  await expect(theirs).toContainText(CREATOR_REVIEW);
  await expect(panel.getByRole('article', { name: 'Your review' })).toContainText(BRAND_REVIEW);
  await expect(panel).not.toContainText('Hidden from the creator');

  await theirs.getByRole('button', { name: 'Reply' }).click();
  await expect(theirs.getByRole('textbox', { name: 'Your reply' })).toBeFocused();
  await theirs.getByRole('textbox', { name: 'Your reply' }).fill('Thank you, Akinyi! Come back for the next launch.');
  await theirs.getByRole('button', { name: 'Send reply' }).click();
  await expect(theirs).toContainText('Reply from the brand');
  await expect(theirs).toContainText('Thank you, Akinyi! Come back for the next launch.');
  await expect(theirs.getByRole('heading', { name: 'Akinyi Adhiambo’s review of you' })).toBeFocused();
  await expect(theirs.getByRole('button', { name: 'Reply' })).toHaveCount(0);
});

test('the creator sees the brand\'s review and reports it; the admin finds it in the queue and keeps it', async ({ page, request }) => {
  await openAs(page, akinyi, `/influencer/contracts/${contractId}`);
  const theirs = reviews(page).getByRole('article', { name: 'Duka Fresh’s review of you' });
  await expect(theirs).toContainText(BRAND_REVIEW);
  await expect(reviews(page).getByRole('article', { name: 'Your review' })).toContainText('Reply from the brand');
  await theirs.getByRole('button', { name: 'Report this review' }).click();
  const dialog = page.getByRole('dialog', { name: 'Report this review' });
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog.getByText('Tell us what is wrong, in at least 10 characters.')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'What is wrong with this review?' }).fill('It says delivered early; it was on the due date.');
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Thank you. Your report was sent to Sauti’s team.').first()).toBeVisible();
  await expect(theirs.getByRole('button', { name: 'Report this review' })).toBeFocused();

  const admin = await signInViaApi(request, SEED.admin);
  await openAs(page, admin, '/admin');
  await page.getByRole('link', { name: '1 reported review' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Disputes' })).toBeVisible();
  const reported = page.getByRole('region', { name: 'Reported reviews' });
  await expect(reported.getByText('1 report waits for a decision.')).toBeVisible();
  await expect(reported.getByText('It says delivered early; it was on the due date.')).toBeVisible();
  await expectNoAxeViolations(page);
  await reported.getByRole('button', { name: 'Keep the review: Duka Fresh’s review' }).click();
  await expect(reported.getByText('No reported reviews wait for a decision.')).toBeVisible();
});

test('the contract page\'s reviews pass axe in light and dark, with the report dialog open', async ({ page }) => {
  for (const theme of ['light', 'dark'] as const) {
    const combo = { theme, width: theme === 'light' ? 1280 : 320 };
    await useCombo(page, combo);
    const sweep = new AxeSweep(page, combo);
    await openAs(page, akinyi, `/influencer/contracts/${contractId}`);
    await sweep.open(`/influencer/contracts/${contractId}`);
    await sweep.check('creator contract (reviews shown)');
    await reviews(page).getByRole('button', { name: 'Report this review' }).click();
    await expect(page.getByRole('dialog', { name: 'Report this review' })).toBeVisible();
    await sweep.check('creator contract (report dialog open)');
    await page.keyboard.press('Escape');
    await openAs(page, brand, `/brand/contracts/${contractId}`);
    await sweep.check('brand contract (reviews shown)');
    await sweep.open('/brand/contracts/ctr-duka-in-progress-wairimu');
    await sweep.check('brand contract (still active)');
  }
});

test('a creator sees each brand\'s track record on an invitation and on the brand\'s campaign page', async ({ page, request }) => {
  // Chebet is invited to Duka's recruiting campaign; by now Duka has paid Akinyi and been rated 5 by her.
  const chebet = await signInViaApi(request, SEED_CREATORS.chebet.email);
  await openAs(page, chebet, '/influencer');
  const invitations = page.getByRole('region', { name: 'Invitations' });
  const duka = invitations.getByRole('region', { name: 'Duka Fresh’s record on Sauti' });
  await expect(duka.getByRole('definition').nth(0)).toHaveText('5 out of 5 (1 review)');
  await expect(duka.getByRole('definition').nth(3)).toHaveText('1');
  // Kahawa's seeded record: two creators paid and rated 4.5 by them.
  await page.goto('/influencer/campaigns/cmp-kahawa-recruiting');
  const kahawa = page.getByRole('region', { name: 'Kahawa Hills Roasters’s record on Sauti' });
  await expect(kahawa).toContainText('4.5 out of 5 (2 reviews)');
  await expect(kahawa).toContainText('0% of 2 contracts');
  await expect(kahawa.getByRole('definition').nth(3)).toHaveText('2');
});
