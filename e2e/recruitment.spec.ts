import fs from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { resetData, SEED, signInViaApi } from './support/api.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { listUploads, storedByAdmin, slowNetwork, tabUntil, tempFile, tinyPdf, uploadsDir } from './support/files.ts';

test.beforeAll(resetData);

const ROLES = {
  pm: { title: 'Product Manager (PM)', badge: 'PRODUCT', own: ['Years of product management experience', 'Describe a product you managed', 'LinkedIn profile URL'] },
  dev: { title: 'Assistant Fullstack Developer', badge: 'TECH', own: ['GitHub profile URL', 'Years of Laravel experience', 'Years of React experience'] },
  advisor: { title: 'Strategic Advisor', badge: 'STRATEGY', own: ['Years of advisory experience', 'Number of startups you have helped scale', 'Size of your investor network', 'LinkedIn profile URL'] },
} as const;

const toasts = (page: Page) => page.getByRole('region', { name: /notification/i });
const card = (page: Page, title: string) => page.getByRole('article', { name: title });
const applyFor = (page: Page, title: string) => page.getByRole('button', { name: `Apply Now for ${title}` });
const dialog = (page: Page, title: string) => page.getByRole('dialog', { name: `Apply for ${title}` });
const video = (page: Page) => page.getByRole('dialog', { name: 'About Sauti' });
const focused = (locator: Locator) => () => locator.evaluate((el) => el === document.activeElement);
const focusInside = (page: Page) => page.evaluate(() => Boolean(document.querySelector('[role="dialog"][aria-modal="true"]')?.contains(document.activeElement)));
const isApplication = (r: { url(): string; request(): { method(): string } }) => r.url().endsWith('/careers-api/recruitment') && r.request().method() === 'POST';
/** The computed background as sRGB bytes; a canvas converts whatever colour space the CSS uses. */
const backgroundRgb = (locator: Locator) =>
  locator.evaluate((el) => {
    const ctx = document.createElement('canvas').getContext('2d')!;
    ctx.fillStyle = getComputedStyle(el).backgroundColor;
    ctx.fillRect(0, 0, 1, 1);
    return Array.from(ctx.getImageData(0, 0, 1, 1).data.slice(0, 3));
  });

async function fillCommon(form: Locator, name = 'Achieng Odhiambo') {
  await form.getByLabel('Full Name').fill(name);
  await form.getByLabel('Email Address').fill('achieng@example.com');
  await form.getByLabel('Phone Number').fill('+254 712 345 678');
  await form.getByLabel('Why do you want to join Sauti?').fill('I want to help Kenyan shops reach customers everywhere.');
}

test.beforeEach(async ({ page }) => {
  await page.goto('/recruitment');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('/careers leads to the recruitment page', async ({ page }) => {
  await page.goto('/careers');
  await expect(page).toHaveURL(/\/recruitment$/);
  await expect(page.getByRole('heading', { name: 'Open Roles' })).toBeVisible();
});

test("shows every section, each role's badge from its title, and the red 'Applications Are Closed' badge", async ({ page }) => {
  for (const heading of ['Our Mission', 'For Creators', 'For Businesses', 'Why Join Us', 'Founding-Stage Equity', 'Visionary Product', 'High-Impact Work', 'African Roots, Global Vision', 'Open Roles', 'Compensation Model']) {
    await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible();
  }
  await expect(page.getByText('Details are shared only with shortlisted candidates.')).toBeVisible();
  for (const role of Object.values(ROLES)) {
    await expect(card(page, role.title).getByText(`Team: ${role.badge}`, { exact: true })).toBeVisible();
    const closed = card(page, role.title).getByText('Applications Are Closed');
    await expect(closed).toBeVisible();
    const [red, green, blue] = await backgroundRgb(closed);
    expect(red, 'a red badge').toBeGreaterThan(150);
    expect(Math.max(green!, blue!), 'a red badge').toBeLessThan(60);
    await expect(card(page, role.title).getByRole('heading', { name: 'Responsibilities' })).toBeVisible();
  }
});

test('Apply Now in the hero takes the reader, and the focus, to the open roles', async ({ page }) => {
  await page.getByRole('button', { name: 'Apply Now', exact: true }).click();
  const heading = page.getByRole('heading', { name: 'Open Roles' });
  await expect(heading).toBeFocused();
  await expect(heading).toBeInViewport();
});

test('the intro video starts paused with captions, seeks ±5 s, mutes, and offers Replay at the end', async ({ page }) => {
  await page.getByRole('button', { name: 'Learn More About Us' }).click();
  await expect(video(page)).toBeVisible();
  const seek = video(page).getByRole('slider', { name: 'Seek' });
  await expect(seek).toBeEnabled();
  await expect(video(page).getByRole('button', { name: 'Play' })).toBeVisible();
  const media = video(page).locator('video');
  expect(await media.evaluate((v: HTMLVideoElement) => ({ paused: v.paused, autoplay: v.autoplay, track: v.textTracks[0]?.kind, mode: v.textTracks[0]?.mode }))).toEqual({
    paused: true, autoplay: false, track: 'captions', mode: 'showing',
  });
  await expect(video(page).getByRole('progressbar', { name: 'Buffered' })).toHaveAttribute('aria-valuenow', /\d+/);

  await video(page).getByRole('button', { name: 'Forward 5 seconds' }).click();
  await expect(seek).toHaveValue('5');
  await video(page).getByRole('button', { name: 'Forward 5 seconds' }).click();
  await expect(seek).toHaveValue('10');
  await video(page).getByRole('button', { name: 'Back 5 seconds' }).click();
  await expect(seek).toHaveValue('5');
  expect(await media.evaluate((v: HTMLVideoElement) => Math.round(v.currentTime))).toBe(5);

  await video(page).getByRole('button', { name: 'Mute' }).click();
  await expect(video(page).getByRole('button', { name: 'Unmute' })).toBeVisible();
  expect(await media.evaluate((v: HTMLVideoElement) => v.muted)).toBe(true);

  // Seek close to the end instead of waiting through the video.
  await seek.fill('11');
  await video(page).getByRole('button', { name: 'Play' }).click();
  const replay = video(page).getByRole('button', { name: 'Replay' });
  await expect(replay).toBeVisible();
  await expect(replay).toBeFocused();
  await replay.click();
  await expect(video(page).getByRole('button', { name: 'Pause' })).toBeVisible();
  expect(await media.evaluate((v: HTMLVideoElement) => v.currentTime < 3 && !v.paused)).toBe(true);
});

test('the video dialog traps focus, closes on Escape and gives focus back to its trigger', async ({ page }) => {
  const trigger = page.getByRole('button', { name: 'Learn More About Us' });
  await tabUntil(page, focused(trigger));
  await page.keyboard.press('Enter');
  await expect(video(page)).toBeVisible();
  await expect(video(page).getByRole('button', { name: 'Play' })).toBeFocused();
  for (const key of [...Array(12).fill('Tab'), ...Array(12).fill('Shift+Tab')]) {
    await page.keyboard.press(key);
    expect(await focusInside(page), `after ${key}`).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(video(page)).toBeHidden();
  await expect(trigger).toBeFocused();
});

test("each role's modal is titled for it and asks for the common fields plus its own", async ({ page }) => {
  for (const role of Object.values(ROLES)) {
    await applyFor(page, role.title).click();
    const form = dialog(page, role.title);
    await expect(form).toBeVisible();
    for (const label of ['Full Name', 'Email Address', 'Phone Number', 'Location (optional)', 'Why do you want to join Sauti?', 'Resume (PDF)', 'Portfolio files (pdf, md, txt)', 'Portfolio URL', ...role.own]) {
      await expect(form.getByLabel(label)).toBeVisible();
    }
    await expect(form.getByLabel('Email Address')).toHaveAttribute('type', 'email');
    await expect(form.getByLabel('Phone Number')).toHaveAttribute('type', 'tel');
    await expect(form.getByLabel('Full Name')).toBeFocused();
    if (role.title === ROLES.dev.title) {
      await expect(form.getByRole('radiogroup', { name: 'Have you integrated payment providers before?' })).toBeVisible();
    }
    await form.getByRole('button', { name: 'Cancel' }).click();
    await expect(form).toBeHidden();
    await expect(applyFor(page, role.title)).toBeFocused();
  }
});

test('the browser checks required fields, URLs, years and upload-or-URL before sending', async ({ page, request }) => {
  await applyFor(page, ROLES.dev.title).click();
  const form = dialog(page, ROLES.dev.title);
  await form.getByRole('button', { name: 'Submit Application' }).click();
  for (const [label, message] of [['Full Name', 'Full Name is required.'], ['Resume (PDF)', 'Resume is required.']]) {
    await expect(form.getByLabel(label!)).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByLabel(label!)).toHaveAccessibleDescription(new RegExp(message!.replace('.', '\\.')));
  }
  await expect(form.getByLabel('Full Name')).toBeFocused();
  await fillCommon(form);
  await form.getByLabel('GitHub profile URL').fill('github.com/achieng');
  await form.getByLabel('Years of React experience').fill('-2');
  await form.getByLabel('Resume (PDF)').setInputFiles(tempFile('cv.pdf', tinyPdf()));
  await form.getByLabel('Portfolio files (pdf, md, txt)').setInputFiles(tempFile('notes.md', '# Notes\n'));
  await form.getByLabel('Portfolio URL').fill('https://achieng.dev');
  await form.getByRole('button', { name: 'Submit Application' }).click();
  await expect(form.getByText('Upload files (pdf, md, txt) or provide a URL, not both')).toBeVisible();
  await expect(form.getByLabel('GitHub profile URL')).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByLabel('Years of React experience')).toHaveAttribute('aria-invalid', 'true');
  expect(await storedByAdmin(request, 'applications')).toEqual([]);
});

test('the draft is restored after a reload, without files, and cleared on Cancel', async ({ page }) => {
  await applyFor(page, ROLES.advisor.title).click();
  let form = dialog(page, ROLES.advisor.title);
  await form.getByLabel('Full Name').fill('Wanjiku Kariuki');
  await form.getByLabel('Size of your investor network').selectOption('51-100');
  await form.getByLabel('Resume (PDF)').setInputFiles(tempFile('cv.pdf', tinyPdf()));
  await page.reload();
  const saved = await page.evaluate(() => JSON.parse(localStorage.getItem('recruitment') ?? 'null'));
  expect(saved).toEqual({ role: 'strategic-advisor', fullName: 'Wanjiku Kariuki', investorNetworkSize: '51-100' });

  await applyFor(page, ROLES.advisor.title).click();
  form = dialog(page, ROLES.advisor.title);
  await expect(form.getByLabel('Full Name')).toHaveValue('Wanjiku Kariuki');
  await expect(form.getByLabel('Size of your investor network')).toHaveValue('51-100');
  await form.getByRole('button', { name: 'Cancel' }).click();
  expect(await page.evaluate(() => localStorage.getItem('recruitment'))).toBeNull();
  await applyFor(page, ROLES.advisor.title).click();
  await expect(form.getByLabel('Full Name')).toHaveValue('');
});

test("the server's refusal of a fake PDF shows the 'Validation Error' toast and the error on the Resume field", async ({ page }) => {
  await applyFor(page, ROLES.pm.title).click();
  const form = dialog(page, ROLES.pm.title);
  await fillCommon(form);
  // Named .pdf, so the browser accepts it; the local API reads the content and refuses it.
  await form.getByLabel('Resume (PDF)').setInputFiles(tempFile('cv.pdf', 'Just text pretending to be a PDF.\n'));
  const response = page.waitForResponse(isApplication);
  await form.getByRole('button', { name: 'Submit Application' }).click();
  expect((await response).status()).toBe(422);
  await expect(toasts(page).getByText('Validation Error', { exact: true })).toBeVisible();
  await expect(toasts(page).getByText('Submission failed due to validation errors: Resume (PDF): The resume must be a PDF file.')).toBeVisible();
  // The toast sits above the open modal, where it can be seen and used: a trial click checks what is hit.
  await toasts(page).getByRole('button', { name: 'Close' }).click({ trial: true });
  const resume = form.getByLabel('Resume (PDF)');
  await expect(resume).toHaveAttribute('aria-invalid', 'true');
  await expect(resume).toHaveAccessibleDescription(/The resume must be a PDF file\./);
  await expect(resume).toBeFocused();
  await expect(form).toBeVisible();
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('recruitment') ?? '{}').fullName)).toBe('Achieng Odhiambo');
});

test('a good application with a real PDF is sent, stored with its file under a generated name, and the form resets', async ({ page, request }) => {
  const before = new Set(listUploads());
  const pdf = tinyPdf();
  await applyFor(page, ROLES.pm.title).click();
  const form = dialog(page, ROLES.pm.title);
  await fillCommon(form);
  await form.getByLabel('Years of product management experience').fill('4');
  await form.getByLabel('LinkedIn profile URL').fill('https://www.linkedin.com/in/achieng');
  await form.getByLabel('Resume (PDF)').setInputFiles(tempFile('Achieng CV.pdf', pdf));

  const restore = await slowNetwork(page);
  const response = page.waitForResponse(isApplication);
  await form.getByRole('button', { name: 'Submit Application' }).click();
  await expect(form.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
  const res = await response;
  await restore();
  expect(res.status()).toBe(201);
  expect(await res.json()).toMatchObject({ role: 'product-manager', resume: { originalName: 'Achieng CV.pdf', size: pdf.length, type: 'application/pdf' } });

  await expect(toasts(page).getByText('Your application has been submitted successfully.')).toBeVisible();
  await expect(form).toBeHidden();
  await expect(applyFor(page, ROLES.pm.title)).toBeFocused();
  expect(await page.evaluate(() => localStorage.getItem('recruitment'))).toBeNull();

  const added = listUploads().filter((name) => !before.has(name));
  expect(added).toHaveLength(1);
  expect(added[0]).not.toBe('Achieng CV.pdf');
  expect(fs.readFileSync(path.join(uploadsDir, added[0]!))).toEqual(pdf);
  // The team sees it in the admin inbox under its original name, and downloads the very bytes that were sent.
  const admin = await signInViaApi(request, SEED.admin);
  const stored = (await storedByAdmin(request, 'applications', admin)).find((a) => a.fullName === 'Achieng Odhiambo');
  expect(stored).toMatchObject({ files: [{ index: 0, kind: 'resume', originalName: 'Achieng CV.pdf', size: pdf.length }] });
  expect(JSON.stringify(stored)).not.toContain(added[0]!);
  const download = await request.get(`/api/admin/applications/${String(stored!.id)}/files/0`, { headers: { Authorization: `Bearer ${admin.token}` } });
  expect(Buffer.from(await download.body())).toEqual(pdf);

  await applyFor(page, ROLES.pm.title).click();
  await expect(form.getByLabel('Full Name')).toHaveValue('');
});

test('keyboard only: open a role, fill the application, attach the resume and submit', async ({ page }) => {
  await tabUntil(page, focused(applyFor(page, ROLES.dev.title)));
  await page.keyboard.press('Enter');
  const form = dialog(page, ROLES.dev.title);
  await expect(form.getByLabel('Full Name')).toBeFocused();
  await page.keyboard.type('Baraka Mwangi');
  for (const [label, text] of [['Email Address', 'baraka@example.com'], ['Phone Number', '+254 700 000 000'], ['GitHub profile URL', 'https://github.com/baraka'], ['Years of React experience', '3']]) {
    await tabUntil(page, focused(form.getByLabel(label!)));
    await page.keyboard.type(text!);
  }
  await tabUntil(page, focused(form.getByRole('radio', { name: 'Yes' })));
  await page.keyboard.press('Space');
  await tabUntil(page, focused(form.getByLabel('Why do you want to join Sauti?')));
  await page.keyboard.type('I build payments that work for everyone.');
  await tabUntil(page, focused(form.getByLabel('Resume (PDF)')));
  const chooser = page.waitForEvent('filechooser');
  await page.keyboard.press('Space');
  await (await chooser).setFiles(tempFile('baraka.pdf', tinyPdf()));
  await tabUntil(page, focused(form.getByRole('button', { name: 'Submit Application' })));
  const response = page.waitForResponse(isApplication);
  await page.keyboard.press('Enter');
  expect((await response).status()).toBe(201);
  await expect(toasts(page).getByText('Your application has been submitted successfully.')).toBeVisible();
});

test('axe finds no WCAG 2.2 AA violations on the page and with the video modal open', async ({ page }) => {
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Learn More About Us' }).click();
  await expect(video(page).getByRole('slider', { name: 'Seek' })).toBeEnabled();
  await expectNoAxeViolations(page, 'video modal');
});

test('axe finds no WCAG 2.2 AA violations in dark mode, on the page and with the video modal open', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Learn More About Us' }).click();
  await expect(video(page).getByRole('slider', { name: 'Seek' })).toBeEnabled();
  await expectNoAxeViolations(page, 'video modal');
});

test('axe finds no WCAG 2.2 AA violations with the application modal showing errors, in light and dark', async ({ page }) => {
  await applyFor(page, ROLES.dev.title).click();
  await dialog(page, ROLES.dev.title).getByRole('button', { name: 'Submit Application' }).click();
  await expect(dialog(page, ROLES.dev.title).getByText('Full Name is required.')).toBeVisible();
  await expectNoAxeViolations(page, 'application modal with errors, light');
  await page.evaluate(() => document.documentElement.classList.replace('light', 'dark'));
  await expectNoAxeViolations(page, 'application modal with errors, dark');
});
