import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { resetData } from './support/api.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { slowNetwork, storedByAdmin, tabUntil } from './support/files.ts';

test.beforeAll(resetData);

const toast = (page: Page, text: string) => page.getByRole('region', { name: /notification/i }).getByText(text, { exact: true });
const industry = (page: Page) => page.getByLabel('Which industry or sector is your business in?');
const email = (page: Page) => page.getByLabel('Email address');
const submit = (page: Page) => page.getByRole('button', { name: 'Submit Survey' });
const group = (page: Page, legend: RegExp) => page.getByRole('group', { name: legend });
const isSurveyPost = (r: { url(): string; request(): { method(): string } }) => r.url().endsWith('/api/survey') && r.request().method() === 'POST';

test.beforeEach(async ({ page }) => {
  await page.goto('/survey');
  await expect(page.getByRole('heading', { level: 1, name: 'Small Business Marketing Survey' })).toBeVisible();
});

test("requires the industry and the email ('Email is required'), marks both fields and focuses the first", async ({ page, request }) => {
  await submit(page).click();
  await expect(page.getByText('Email is required', { exact: true })).toBeVisible();
  await expect(page.getByText('Please choose your industry or sector.')).toBeVisible();
  await expect(email(page)).toHaveAttribute('aria-invalid', 'true');
  await expect(email(page)).toHaveAccessibleDescription('Email is required');
  await expect(industry(page)).toHaveAttribute('aria-invalid', 'true');
  await expect(industry(page)).toBeFocused();
  expect(await storedByAdmin(request, 'surveys')).toEqual([]);
});

test("each 'Other (Please specify)' box appears only while ticked, and its text is dropped when unticked", async ({ page }) => {
  for (const legend of [/main marketing goals/, /activities have you tried/, /hesitate about social media/, /support or guidance/]) {
    const box = group(page, legend).getByRole('textbox', { name: 'Please specify' });
    const other = group(page, legend).getByRole('checkbox', { name: 'Other (Please specify)' });
    await expect(box).toHaveCount(0);
    await other.check();
    await box.fill('Market days in Gikomba');
    await other.uncheck();
    await expect(box).toHaveCount(0);
    await other.check();
    await expect(box).toHaveValue('');
  }
});

test("submitting reads 'Submitting...' and is disabled; success shows the Success toast, resets the form and stores the answers", async ({ page, request }) => {
  await industry(page).selectOption({ label: 'Food & Beverage' });
  await group(page, /main marketing goals/).getByRole('checkbox', { name: 'Brand awareness' }).check();
  await group(page, /main marketing goals/).getByRole('checkbox', { name: 'Other (Please specify)' }).check();
  await group(page, /main marketing goals/).getByRole('textbox', { name: 'Please specify' }).fill('Reach diaspora buyers');
  await group(page, /interested are you in using Sauti/).getByRole('radio', { name: 'Very interested' }).check();
  await email(page).fill('mama.mboga@duka.co.ke');

  const restore = await slowNetwork(page);
  const response = page.waitForResponse(isSurveyPost);
  await submit(page).click();
  const busy = page.getByRole('button', { name: 'Submitting...' });
  await expect(busy).toBeVisible();
  await expect(busy).toBeDisabled();
  const res = await response;
  await restore();

  expect(res.status()).toBe(201);
  const sent = res.request().postDataJSON();
  expect(sent).toMatchObject({ industrySector: 'food-&-beverage', marketingGoals: ['brand-awareness', 'other'], marketingGoalsOther: 'Reach diaspora buyers', sautiInterest: 'very-interested' });
  // Spec §7: list fields default to empty.
  expect(sent).toMatchObject({ marketingActivities: [], socialMediaHesitation: [], supportGuidance: [] });
  await expect(toast(page, 'Success')).toBeVisible();
  await expect(toast(page, 'Your survey has been submitted successfully.')).toBeVisible();
  await expect(email(page)).toHaveValue('');
  await expect(industry(page)).toHaveValue('');
  await expect(group(page, /main marketing goals/).getByRole('checkbox', { name: 'Brand awareness' })).not.toBeChecked();
  await expect(group(page, /main marketing goals/).getByRole('textbox', { name: 'Please specify' })).toHaveCount(0);
  expect(await storedByAdmin(request, 'surveys')).toContainEqual(expect.objectContaining({ emailAddress: 'mama.mboga@duka.co.ke' }));
});

test("a server refusal shows the 'Error' toast and keeps every answer", async ({ page }) => {
  // The browser's type="email" rule accepts a dotless domain; the local API wants a deliverable address.
  await industry(page).selectOption({ label: 'Retail' });
  await page.getByLabel('Company name').fill('Duka Bora');
  await email(page).fill('owner@localhost');
  const response = page.waitForResponse(isSurveyPost);
  await submit(page).click();
  expect((await response).status()).toBe(422);
  await expect(toast(page, 'Error')).toBeVisible();
  await expect(toast(page, 'Submission failed. Please try again.')).toBeVisible();
  await expect(email(page)).toHaveValue('owner@localhost');
  await expect(page.getByLabel('Company name')).toHaveValue('Duka Bora');
  await expect(industry(page)).toHaveValue('retail');
  await expect(email(page)).toHaveAttribute('aria-invalid', 'true');
  await expect(email(page)).toBeFocused();
});

test('keyboard only: fill in and submit the survey with Tab, arrows, Space, typing and Enter', async ({ page }) => {
  const focused = (locator: ReturnType<Page['getByLabel']>) => () => locator.evaluate((el) => el === document.activeElement);
  await tabUntil(page, focused(industry(page)));
  await page.keyboard.press('ArrowDown');
  await expect(industry(page)).toHaveValue('technology');
  const awareness = group(page, /main marketing goals/).getByRole('checkbox', { name: 'Brand awareness' });
  await tabUntil(page, focused(awareness));
  await page.keyboard.press('Space');
  await expect(awareness).toBeChecked();
  const important = group(page, /clear results/).getByRole('radio', { name: 'Not important' });
  await tabUntil(page, focused(important));
  await page.keyboard.press('ArrowRight');
  await expect(group(page, /clear results/).getByRole('radio', { name: 'Somewhat important' })).toBeChecked();
  await tabUntil(page, focused(email(page)));
  await page.keyboard.type('keyboard@duka.co.ke');
  const response = page.waitForResponse(isSurveyPost);
  await page.keyboard.press('Enter');
  expect((await response).status()).toBe(201);
  await expect(toast(page, 'Your survey has been submitted successfully.')).toBeVisible();
});

test('axe finds no WCAG 2.2 AA violations, before and with errors shown', async ({ page }) => {
  await expectNoAxeViolations(page);
  await submit(page).click();
  await expect(page.getByText('Email is required', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page, 'with errors');
});

test('axe finds no WCAG 2.2 AA violations in dark mode, with an Other box open and errors shown', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await group(page, /support or guidance/).getByRole('checkbox', { name: 'Other (Please specify)' }).check();
  await submit(page).click();
  await expect(page.getByText('Email is required', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
});
