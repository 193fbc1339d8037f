import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { callApi, openAs, resetData, SEED, sessionsFor, signInViaApi, type ApiSession } from './support/api.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { SEED_BRANDS, SEED_CREATORS } from './support/seed.ts';

// Issue 24, fifth slice: a creator writes their bio and languages and publishes a package on their profile page; they
// ask to show a published post of a completed contract, the brand agrees, and their public page shows it. In order.
test.describe.configure({ mode: 'serial' });

const MUTUA = SEED_CREATORS.mutua;
const CONTRACT = 'ctr-kahawa-completed-mutua';
let mutua: ApiSession;
let kahawa: ApiSession;

test.beforeAll(resetData);
test.beforeAll(async ({ playwright }) => {
  [mutua, kahawa] = await sessionsFor(playwright, MUTUA.email, SEED_BRANDS.kahawa.email);
});

const editor = (page: Page) => page.getByRole('region', { name: 'Your packages' });

test('a creator edits their bio and languages and creates a package, which then appears on their public page', async ({ page }) => {
  await openAs(page, mutua, '/influencer/profile');
  await page.getByLabel('Bio').fill('Street food and farm visits across Kenya, now in French too.');
  const languages = page.getByRole('group', { name: 'Languages you post in' });
  await expect(languages.getByRole('checkbox', { name: 'Swahili' })).toBeChecked();
  await languages.getByRole('checkbox', { name: 'French' }).check();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Your changes are saved.')).toBeVisible();

  const packages = editor(page);
  await packages.getByRole('button', { name: 'New package' }).click();
  const form = packages.getByRole('form', { name: 'New package' });
  // The button that opened it is gone: focus is on the form's heading.
  await expect(form.getByRole('heading', { name: 'New package' })).toBeFocused();
  // Removing a line or a right moves focus to what stands nearest, never to the page's start.
  await form.getByRole('button', { name: 'Add a line' }).click();
  await form.getByRole('button', { name: 'Remove line 2' }).click();
  await expect(form.getByRole('group', { name: 'Line 1' }).getByLabel('Platform')).toBeFocused();
  await form.getByRole('button', { name: 'Add a usage right to line 1' }).click();
  await form.getByRole('button', { name: 'Add a usage right to line 1' }).click();
  await form.getByRole('button', { name: 'Remove right 2 of line 1' }).click();
  await expect(form.getByRole('group', { name: 'Right 1 of line 1' }).getByLabel('Where the brand may use it')).toBeFocused();
  await form.getByRole('button', { name: 'Remove right 1 of line 1' }).click();
  await expect(form.getByRole('button', { name: 'Add a usage right to line 1' })).toBeFocused();
  // Sent empty: the API's messages, each on its field, focus on the first.
  await form.getByRole('button', { name: 'Save package' }).click();
  await expect(form.getByText('Use at least 3 characters for the title.')).toBeVisible();
  await expect(form.getByLabel('Title')).toBeFocused();
  await expect(form.getByLabel('Price', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page, 'the package form with errors', 'section[aria-labelledby="packages-editor-heading"]');

  await form.getByLabel('Title').fill('1 TikTok video + a story');
  await form.getByLabel('What the brand gets').fill('A TikTok of your dish at a Nairobi food spot, and a story with your link.');
  // An amount is read as money is everywhere: "12.345" is refused in place, "9,000" is 9000.
  await form.getByLabel('Price', { exact: true }).fill('12.345');
  await form.getByRole('button', { name: 'Save package' }).click();
  await expect(form.getByText('Enter an amount such as 12000, 12,000 or 12000.50: digits, with at most 2 after the point.')).toBeVisible();
  await expect(form.getByLabel('Price', { exact: true })).toBeFocused();
  await form.getByLabel('Price', { exact: true }).fill('9,000');
  await form.getByLabel('Days to deliver').fill('6');
  const line = form.getByRole('group', { name: 'Line 1' });
  await line.getByLabel('Platform').selectOption('tiktok');
  await line.getByLabel('Type of post').selectOption('video');
  await form.getByRole('button', { name: 'Add a usage right to line 1' }).click();
  await line.getByLabel('Where the brand may use it').selectOption('paid_ads');
  // Countries are picked by name, as in the campaign wizard: a new right starts in Kenya, and Uganda is added.
  await expect(line.getByRole('button', { name: 'Remove Kenya' })).toBeVisible();
  await line.getByLabel('Add a country').fill('Uganda');
  await line.getByLabel('Add a country').press('Enter');
  await expect(line.getByRole('button', { name: 'Remove Uganda' })).toBeVisible();
  await line.getByLabel('For how long').fill('2');
  await line.getByLabel('Price of this right').fill('1500');
  await form.getByRole('button', { name: 'Save package' }).click();
  await expect(packages.getByRole('heading', { name: '1 TikTok video + a story' })).toBeVisible();
  await expect(packages.getByRole('heading', { name: 'Your packages' })).toBeFocused();
  await expect(packages).toContainText('KES 9,000');

  await page.goto(`/c/${MUTUA.username}`);
  await expect(page.getByText('Street food and farm visits across Kenya, now in French too.')).toBeVisible();
  await expect(page.getByText('English, Swahili, French')).toBeVisible();
  const card = page.getByRole('region', { name: 'Packages' }).getByRole('listitem').filter({ has: page.getByRole('heading', { name: '1 TikTok video + a story' }) });
  await expect(card).toContainText('KES 9,000');
  await expect(card).toContainText('Paid ads and whitelisting for 2 months in Kenya and Uganda');
});

test('a creator who is not verified is told packages wait for verification, and offered no “New package”', async ({ page, request }) => {
  const amina = await signInViaApi(request, SEED.influencer);
  await openAs(page, amina, '/influencer/profile');
  const packages = editor(page);
  await expect(packages.getByText('Packages are published once your figures are verified. Submit them under Verification.')).toBeVisible();
  await expect(packages.getByRole('button', { name: 'New package' })).toHaveCount(0);
});

test('editing focuses the form’s heading; withdrawing a package asks first, Escape keeps it and returns focus', async ({ page }) => {
  await openAs(page, mutua, '/influencer/profile');
  const packages = editor(page);
  const title = '1 TikTok video + a story';
  await packages.getByRole('button', { name: `Edit “${title}”` }).click();
  const form = packages.getByRole('form', { name: `Edit “${title}”` });
  await expect(form.getByRole('heading', { name: `Edit “${title}”` })).toBeFocused();
  await form.getByRole('button', { name: 'Cancel' }).click();
  await expect(packages.getByRole('heading', { name: 'Your packages' })).toBeFocused();

  const withdraw = packages.getByRole('button', { name: `Withdraw “${title}”` });
  await withdraw.click();
  const dialog = page.getByRole('dialog', { name: `Withdraw “${title}”?` });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('This is final');
  await expectNoAxeViolations(page, 'the withdraw-package dialog', '[role="dialog"]');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(packages.getByRole('heading', { name: title })).toBeVisible();
  await expect(withdraw).toBeFocused();

  await withdraw.click();
  await dialog.getByRole('button', { name: 'Yes, withdraw it' }).click();
  await expect(page.getByText('Package withdrawn. Brands can no longer book it.')).toBeVisible();
  await expect(packages.getByRole('heading', { name: title })).toHaveCount(0);
  await expect(packages.getByRole('heading', { name: 'Your packages' })).toBeFocused();
});

test('a creator asks to show a published post, the brand agrees where it reviewed the work, and the public page shows it', async ({ page }) => {
  await openAs(page, mutua, `/influencer/contracts/${CONTRACT}`);
  const mine = page.getByRole('region', { name: 'Past work on the creator’s page' });
  await expect(mine.getByRole('listitem').first()).toContainText('Shown on the creator’s public page.');
  await expectNoAxeViolations(page, 'past work, the creator’s side', 'section[aria-labelledby="past-work-heading"]');
  await mine.getByRole('button', { name: 'Ask to show deliverable 2' }).click();
  await expect(page.getByRole('main').getByRole('status').filter({ hasText: 'Asked. The brand has been told.' })).toBeVisible();
  await expect(mine.getByRole('heading', { name: /^Deliverable 2:/ })).toBeFocused();
  await expect(mine.getByRole('listitem').nth(1)).toContainText('Asked: waiting for the brand’s answer.');
  await expect(mine.getByRole('button', { name: 'Withdraw deliverable 2' })).toBeVisible();

  await openAs(page, kahawa, `/brand/contracts/${CONTRACT}`);
  const theirs = page.getByRole('region', { name: 'Past work on the creator’s page' });
  await expect(theirs.getByRole('listitem').nth(1)).toContainText('The creator asks to show this post on their public page.');
  await expectNoAxeViolations(page, 'past work, the brand’s side', 'section[aria-labelledby="past-work-heading"]');
  await theirs.getByRole('button', { name: 'Agree to show deliverable 2' }).click();
  await expect(page.getByRole('main').getByRole('status').filter({ hasText: 'Agreed. The post is on the creator’s public page.' })).toBeVisible();
  await expect(theirs.getByRole('button', { name: 'Take back agreement for deliverable 2' })).toBeVisible();
  await expect(theirs.getByRole('heading', { name: /^Deliverable 2:/ })).toBeFocused();

  await page.goto(`/c/${MUTUA.username}`);
  const past = page.getByRole('region', { name: 'Past work' });
  await expect(past.getByRole('listitem')).toHaveCount(2);
  await expect(past.getByRole('listitem').first()).toContainText('Instagram reel · August 2026');
  // Each link's name is its own: the platform, the type and the month tell the two posts for one brand apart.
  const links = past.getByRole('link');
  await expect(links).toHaveText(['View the Instagram reel for Kahawa Hills Roasters, August 2026', 'View the YouTube video for Kahawa Hills Roasters, August 2026']);
  await expect(past.getByRole('link', { name: /^View the Instagram reel for Kahawa Hills Roasters/ })).toHaveAttribute('href', 'https://social.example.com/mutua.eats/reel/kahawa-cupping');
});

test('the brand’s Decline and Take back ask first in a dialog: Escape keeps the request and returns focus; confirming is final', async ({ page, request }) => {
  // The creator withdraws deliverable 1 and asks again, so the brand has a request to answer.
  await callApi(request, mutua, 'post', 'deliverables/dlv-kahawa-completed-mutua-1/past-work/withdraw');
  await callApi(request, mutua, 'post', 'deliverables/dlv-kahawa-completed-mutua-1/past-work');
  await openAs(page, kahawa, `/brand/contracts/${CONTRACT}`);
  const theirs = page.getByRole('region', { name: 'Past work on the creator’s page' });

  const decline = theirs.getByRole('button', { name: 'Decline deliverable 1' });
  await decline.click();
  const asked = page.getByRole('dialog', { name: 'Decline to show deliverable 1?' });
  await expect(asked).toBeVisible();
  await expectNoAxeViolations(page, 'the decline dialog', '[role="dialog"]');
  await page.keyboard.press('Escape');
  await expect(asked).toBeHidden();
  await expect(theirs.getByRole('listitem').first()).toContainText('The creator asks to show this post on their public page.');
  await expect(decline).toBeFocused();
  await decline.click();
  await asked.getByRole('button', { name: 'Yes, decline' }).click();
  await expect(page.getByRole('main').getByRole('status').filter({ hasText: 'Declined. The post is not shown.' })).toBeVisible();
  await expect(theirs.getByRole('listitem').first()).toContainText('The brand declined to show this post.');
  await expect(theirs.getByRole('heading', { name: /^Deliverable 1:/ })).toBeFocused();

  const takeBack = theirs.getByRole('button', { name: 'Take back agreement for deliverable 2' });
  await takeBack.click();
  const final = page.getByRole('dialog', { name: 'Take back your agreement for deliverable 2?' });
  await final.getByRole('button', { name: 'Cancel' }).click();
  await expect(final).toBeHidden();
  await expect(takeBack).toBeFocused();
  await takeBack.click();
  await final.getByRole('button', { name: 'Yes, take it back' }).click();
  await expect(theirs.getByRole('listitem').nth(1)).toContainText('The brand took back its agreement: not shown.');
  await expect(theirs.getByRole('heading', { name: /^Deliverable 2:/ })).toBeFocused();
});
