import { expect, SEED, test } from './fixtures.ts';
import { openAs, readCode, signInViaApi } from './support/api.ts';
import { expectNoAxeViolations } from './support/axe.ts';

/** A client brand the partner makes for a business not on Sauti yet, and its owner claiming it (issue 25). */
test('a partner makes a brand’s account, its owner registers with the email, claims it and can then remove the partner', async ({ page, browser }) => {
  test.setTimeout(90_000);
  const stamp = Date.now();
  const company = `Kitenge House ${stamp}`;
  const owner = `owner-${stamp}@sauti.test`;
  const partner = await signInViaApi(page.request, SEED.partner);
  await openAs(page, partner, '/partner');
  const form = page.getByRole('region', { name: 'Make a brand’s account' });
  await form.getByLabel('Company name').fill(company);
  await form.getByLabel('Owner’s email').fill(owner);
  await form.getByRole('button', { name: 'Make the brand’s account' }).click();
  await expect(page.getByRole('region', { name: /notification/i }).getByText(`${company} is your client. Its owner has been emailed to claim it.`)).toBeVisible();
  await page.getByLabel('Client', { exact: true }).selectOption({ label: company });
  await page.getByRole('button', { name: 'Show', exact: true }).click();
  await expect(page.getByRole('main')).toContainText('Waiting for its owner to claim it');

  // The owner registers with the email, in a browser of its own, and lands on its brand home.
  const ownerContext = await browser.newContext();
  const ownerPage = await ownerContext.newPage();
  await ownerPage.goto('/register');
  await ownerPage.waitForFunction(() => document.documentElement.dataset.hydration !== undefined);
  await ownerPage.getByLabel('Email').fill(owner);
  await ownerPage.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(ownerPage).toHaveURL(/\/verify-otp$/);
  await ownerPage.getByRole('textbox', { name: 'Digit 1 of 6' }).pressSequentially(await readCode(page.request, owner));
  await expect(ownerPage).toHaveURL(/\/brand$/);

  // Its settings offer the claim; once claimed, the partner's permissions and removal are its own.
  await ownerPage.goto('/brand/settings');
  const partners = ownerPage.getByRole('region', { name: 'Partners' });
  await expect(partners).toContainText('Brian Mwangi (partner@sauti.test) made this brand account for you');
  await expect(partners.getByRole('button', { name: 'Remove Brian Mwangi' })).toHaveCount(0);
  await expectNoAxeViolations(ownerPage, '/brand/settings (a brand to claim)');
  await partners.getByRole('button', { name: 'Claim this brand' }).click();
  await expect(ownerPage.getByRole('region', { name: /notification/i }).getByText('Brand claimed: it is yours')).toBeVisible();
  await expect(partners.getByLabel(/^Manage campaigns/)).toBeChecked();
  await partners.getByRole('button', { name: 'Remove Brian Mwangi' }).click();
  await ownerPage.getByRole('button', { name: 'Yes, remove Brian Mwangi' }).click();
  await expect(ownerPage.getByRole('region', { name: /notification/i }).getByText('Partner removed')).toBeVisible();
  await ownerContext.close();
});
