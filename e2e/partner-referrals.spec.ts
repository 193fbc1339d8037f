import { expect, SEED, test } from './fixtures.ts';
import { callApi, openAs, readCode, signInViaApi } from './support/api.ts';
import { expectNoAxeViolations } from './support/axe.ts';

/** A partner's referral link (issue 25, the footer's /referrals): copied, followed by a new brand, and the brand listed. */
test('a partner copies its referral link, a new brand registers through it, and the partner sees the brand listed', async ({ page, context, browser }) => {
  test.setTimeout(90_000);
  const partner = await signInViaApi(page.request, SEED.partner);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  // The partner home links to it (the footer does too).
  await openAs(page, partner, '/partner');
  await page.getByRole('link', { name: 'Your referral link, and the brands that registered through it' }).click();
  await expect(page).toHaveURL(/\/referrals$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Your referral link' })).toBeVisible();
  await page.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Referral link copied.' })).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toMatch(/\/register\?role=brand&ref=[A-Z2-9]{8}$/);
  await expect(page.getByRole('textbox', { name: 'Referral link' })).toHaveValue(link);
  await expectNoAxeViolations(page, '/referrals (a partner)');

  // A visitor, in a browser of its own, follows the link and registers with a new email.
  const visitor = await browser.newContext();
  const newcomer = await visitor.newPage();
  const stamp = Date.now();
  const email = `referred-${stamp}@sauti.test`;
  await newcomer.goto(link);
  await newcomer.waitForFunction(() => document.documentElement.dataset.hydration !== undefined);
  await newcomer.getByLabel('Email').fill(email);
  await newcomer.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(newcomer).toHaveURL(/\/verify-otp$/);
  await newcomer.getByRole('textbox', { name: 'Digit 1 of 6' }).pressSequentially(await readCode(page.request, email));
  await expect(newcomer).toHaveURL(/\/new\/welcome/);

  // The partner sees it at once, still setting up its account.
  await page.reload();
  const list = page.getByRole('region', { name: 'Brands that joined through your link' });
  // Newest first: the first row under the header is this brand (earlier runs may have left others).
  const newest = list.getByRole('row').nth(1);
  await expect(newest).toContainText('Not named yet');
  await expect(newest).toContainText('Setting up its account');

  // Once it has onboarded as a brand, it is listed by its company name.
  const session = await newcomer.evaluate(() => JSON.parse(localStorage.getItem('user')!) as { token: string; user: { email: string; name: string; role: string | null } });
  await callApi(page.request, { ...session, user: { ...session.user } }, 'post', 'profiles', {
    fullName: 'Achieng Otieno', username: `kitenge_${stamp}`, dob: '1990-04-04', country: 'KE', role: 'brand', companyName: `Kitenge House ${stamp}`,
  });
  await visitor.close();
  await page.reload();
  await expect(list.getByRole('row', { name: new RegExp(`Kitenge House ${stamp}`) })).toContainText('Joined');
});

test('a brand that registers through the link with Google is recorded as referred, as by the email code', async ({ page, browser }) => {
  test.setTimeout(60_000);
  const partner = await signInViaApi(page.request, SEED.partner);
  const before = await callApi(page.request, partner, 'get', 'partner/referrals') as { code: string; items: unknown[] };
  const visitor = await browser.newContext();
  const newcomer = await visitor.newPage();
  const email = `referred-google-${Date.now()}@sauti.test`;
  await newcomer.goto(`/register?role=brand&ref=${before.code}`);
  await newcomer.waitForFunction(() => document.documentElement.dataset.hydration !== undefined);
  // The link to the provider carries the code, which the provider hands back with the account chosen.
  await expect(newcomer.getByRole('link', { name: 'Sign up with Google' })).toHaveAttribute('href', new RegExp(`/redirect\\?ref=${before.code}$`));
  await newcomer.getByRole('link', { name: 'Sign up with Google' }).click();
  await newcomer.getByLabel('Or type an email').fill(email);
  await newcomer.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(newcomer).toHaveURL(/\/new\/welcome/);
  expect(await newcomer.evaluate(() => sessionStorage.getItem('sauti.register.ref'))).toBeNull();
  await visitor.close();
  const after = await callApi(page.request, partner, 'get', 'partner/referrals') as { items: Array<{ status: string }> };
  expect(after.items).toHaveLength(before.items.length + 1);
  expect(after.items[0]).toMatchObject({ status: 'signingUp' });
});

test('a visitor reads what the programme is, and is offered to sign in', async ({ page }) => {
  await page.goto('/referrals');
  await expect(page.getByRole('heading', { level: 1, name: 'Referrals' })).toBeVisible();
  await expect(page.getByText('Sauti pays no reward or commission for them')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your referral link' })).toHaveCount(0);
  await expect(page.getByRole('main').getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
});
