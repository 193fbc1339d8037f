import type { Page } from '@playwright/test';
import { expect, SEED, test } from './fixtures.ts';
import { resetData } from './support/api.ts';
import { arrived, h1, missingFocusIndicator, tabTo } from './support/keyboard.ts';

// Keyboard-only journeys (issue 8): no click() and no focus() anywhere; the helpers check focus at every stop.

test.beforeAll(resetData);

const toasts = (page: Page) => page.getByRole('region', { name: /notification/i });

test('sign-in: email, then the code, by keyboard; focus lands on each heading', async ({ page, readCode }) => {
  await page.goto('/login');
  await tabTo(page, page.getByLabel('Email'));
  await page.keyboard.type(SEED.partner);
  await page.keyboard.press('Enter');
  await arrived(page, /\/verify-otp$/);
  await tabTo(page, page.getByRole('textbox', { name: 'Digit 1 of 6' }));
  await page.keyboard.type(await readCode(SEED.partner));
  await arrived(page, /\/partner$/);
});

for (const role of ['Brand', 'Influencer'] as const) {
  test(`onboarding, ${role.toLowerCase()} branch, by keyboard`, async ({ page, registerNew }) => {
    await registerNew();
    await page.goto('/new/welcome');
    await tabTo(page, page.getByRole('button', { name: 'Next', exact: true }));
    await page.keyboard.press('Enter');
    await arrived(page, /\/new\/name$/);
    await tabTo(page, page.getByLabel('Full name'));
    await page.keyboard.type('Keyboard User');
    await page.keyboard.press('Enter');
    await arrived(page, /\/new\/details$/);
    await tabTo(page, page.getByLabel('Username'));
    await page.keyboard.type(`kbd_${role}_${Date.now()}`);
    await tabTo(page, page.getByLabel('Date of birth'));
    await page.keyboard.type('01021995');
    await tabTo(page, page.getByLabel('Country'));
    // A closed list picks an option by typing its name.
    await page.keyboard.type('Kenya');
    await expect(page.getByLabel('Country')).toHaveValue('KE');
    await tabTo(page, page.getByRole('button', { name: 'Next', exact: true }));
    await page.keyboard.press('Enter');
    await arrived(page, /\/new\/role-select$/);
    // Nothing is checked yet, so Tab stops on the first card; an arrow moves to the second and checks it.
    await tabTo(page, page.getByRole('radio', { name: /I am a Brand/ }));
    await page.keyboard.press(role === 'Brand' ? 'Space' : 'ArrowRight');
    await expect(page.getByRole('radio', { name: new RegExp(`I am an? ${role}`) })).toBeChecked();
    await tabTo(page, page.getByRole('button', { name: 'Next', exact: true }));
    await page.keyboard.press('Enter');
    const branch = `${role.toLowerCase()}-onboarding`;
    await arrived(page, new RegExp(`/new/${branch}/${role === 'Brand' ? 'company-details' : 'social-media'}$`));
    await tabTo(page, page.getByRole('button', { name: 'Skip for now' }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Finish' })).toBeVisible();
    await expect(h1(page)).toBeFocused();
    await tabTo(page, page.getByRole('button', { name: 'Finish' }));
    await page.keyboard.press('Space');
    await arrived(page, new RegExp(`/new/${branch}/complete$`));
    await tabTo(page, page.getByRole('link', { name: 'Go to Dashboard' }));
    await page.keyboard.press('Enter');
    await arrived(page, new RegExp(`/${role.toLowerCase()}$`));
  });
}

test('the survey, answered and sent by keyboard', async ({ page }) => {
  await page.goto('/survey');
  const industry = page.getByLabel('Which industry or sector is your business in?');
  await tabTo(page, industry);
  await page.keyboard.press('ArrowDown');
  await expect(industry).not.toHaveValue('');
  const goal = page.getByRole('group', { name: /main marketing goals/ }).getByRole('checkbox', { name: 'Brand awareness' });
  await tabTo(page, goal);
  await page.keyboard.press('Space');
  await expect(goal).toBeChecked();
  await tabTo(page, page.getByLabel('Email address'));
  await page.keyboard.type('keys@duka.co.ke');
  await tabTo(page, page.getByRole('button', { name: 'Submit Survey' }));
  await page.keyboard.press('Enter');
  await expect(toasts(page).getByText('Your survey has been submitted successfully.', { exact: true })).toBeVisible();
});

test('a job application: the modal opens, shows its errors, traps focus and gives it back, by keyboard', async ({ page }) => {
  await page.goto('/recruitment');
  const opener = page.getByRole('button', { name: 'Apply Now for Assistant Fullstack Developer' });
  await tabTo(page, opener);
  await page.keyboard.press('Enter');
  const form = page.getByRole('dialog', { name: 'Apply for Assistant Fullstack Developer' });
  await expect(form.getByLabel('Full Name')).toBeFocused();
  await tabTo(page, form.getByRole('button', { name: 'Submit Application' }));
  await page.keyboard.press('Enter');
  await expect(form.getByText('Full Name is required.')).toBeVisible();
  await expect(form.getByLabel('Full Name')).toBeFocused();
  await page.keyboard.type('Baraka Mwangi');
  await tabTo(page, form.getByLabel('Full Name'), 'Shift+Tab');
  await page.keyboard.press('Escape');
  await expect(form).toBeHidden();
  await expect(opener).toBeFocused();
});

test('the video modal: open, play, close, by keyboard', async ({ page }) => {
  await page.goto('/recruitment');
  const opener = page.getByRole('button', { name: 'Learn More About Us' });
  await tabTo(page, opener);
  await page.keyboard.press('Enter');
  const video = page.getByRole('dialog', { name: 'About Sauti' });
  await expect(video).toBeVisible();
  await tabTo(page, video.getByRole('button', { name: 'Play' }));
  await page.keyboard.press('Space');
  await expect(video.getByRole('button', { name: 'Pause' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(video).toBeHidden();
  await expect(opener).toBeFocused();
});

test('the FAQ: reached from the footer, an answer opened with Enter and closed with Space', async ({ page }) => {
  await page.goto('/about');
  await tabTo(page, page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'FAQs', exact: true }));
  await page.keyboard.press('Enter');
  await arrived(page, /\/faqs$/);
  const question = page.getByRole('button', { name: 'What is Sauti?' });
  await tabTo(page, question);
  await page.keyboard.press('Enter');
  await expect(question).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('region', { name: 'What is Sauti?' })).toBeVisible();
  await page.keyboard.press('Space');
  await expect(question).toHaveAttribute('aria-expanded', 'false');
});

test('F8 moves focus into the toast, visibly', async ({ page }) => {
  await page.goto('/login');
  await tabTo(page, page.getByLabel('Email'));
  await page.keyboard.type('nobody@sauti.test');
  await page.keyboard.press('Enter');
  await expect(toasts(page).getByText('Account Not Found', { exact: true })).toBeVisible();
  await page.keyboard.press('F8');
  await expect.poll(() => toasts(page).evaluate((region) => region.contains(document.activeElement))).toBe(true);
  expect(await missingFocusIndicator(page), 'the focused toast list shows focus').toBe('');
  await tabTo(page, toasts(page).getByRole('button', { name: 'Register' }));
  await page.keyboard.press('Enter');
  await arrived(page, /\/register$/);
});
