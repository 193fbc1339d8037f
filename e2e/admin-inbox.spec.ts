import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, SEED, test } from './fixtures.ts';
import { resetData, sessionsFor, signInViaApi } from './support/api.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { tempFile, tinyPdf } from './support/files.ts';

/** Every seed account is listed; the count follows db.json. */
const seedAccounts = (JSON.parse(fs.readFileSync('db.json', 'utf8')) as { accounts: unknown[] }).accounts.length;

type Session = Awaited<ReturnType<typeof signInViaApi>>;

// Later tests read what the first one submits, so a failure stops the rest instead of cascading.
test.describe.configure({ mode: 'serial' });

const PDF = tinyPdf();
const CV = 'Wanjiru Inbox CV.pdf';
const ENDPOINTS = ['admin/surveys', 'admin/surveys/stats', 'admin/contacts', 'admin/applications', 'admin/applications/x/files/0', 'admin/accounts'];
const INBOX = ['/admin/inbox', '/admin/inbox/surveys', '/admin/inbox/contacts', '/admin/inbox/applications', '/admin/inbox/accounts'];
const status = (page: Page) => page.getByRole('main').getByRole('status');
const table = (page: Page, caption: string) => page.getByRole('table', { name: caption });
const posted = (page: Page, path: string) => page.waitForResponse((r) => new URL(r.url()).pathname === path && r.request().method() === 'POST');

// One admin session for the whole file: signing in per test would hit the 5-codes-an-hour limit.
let admin: Session;
test.beforeAll(resetData);
test.beforeAll(async ({ playwright }) => {
  [admin] = await sessionsFor(playwright, SEED.admin);
});

/** Stores the admin session as the app does, then opens `path`. */
async function openAsAdmin(page: Page, path: string) {
  await page.goto('/api/health');
  await page.evaluate((s) => localStorage.setItem('user', JSON.stringify(s)), admin);
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

/** Fills the search form (text, then each [label, option] select) and applies it. */
async function search(page: Page, fields: { q?: string; selects?: Array<[string, string]> }) {
  const form = page.getByRole('search', { name: 'Search and filter' });
  if (fields.q !== undefined) await form.getByLabel('Search').fill(fields.q);
  for (const [label, option] of fields.selects ?? []) await form.getByLabel(label, { exact: true }).selectOption({ label: option });
  await form.getByRole('button', { name: 'Apply' }).click();
}

test('visitors send a survey, a contact message and a job application through the public pages', async ({ page, request }) => {
  await page.goto('/survey');
  await page.getByLabel('Which industry or sector is your business in?').selectOption({ label: 'Food & Beverage' });
  await page.getByRole('group', { name: /main marketing goals/ }).getByRole('checkbox', { name: 'Brand awareness' }).check();
  await page.getByRole('group', { name: /interested are you in using Sauti/ }).getByRole('radio', { name: 'Very interested' }).check();
  await page.getByLabel('Company name').fill('Inbox Test Duka');
  await page.getByLabel('Email address').fill('inbox.survey@duka.co.ke');
  const survey = posted(page, '/api/survey');
  await page.getByRole('button', { name: 'Submit Survey' }).click();
  expect((await survey).status()).toBe(201);

  await page.goto('/contact');
  const main = page.getByRole('main');
  for (const [label, value] of [['Name', 'Zawadi Inbox'], ['Email', 'zawadi@example.co.ke'], ['Subject', 'Inbox partnership'], ['Message', 'Hello from the inbox test.']]) {
    await main.getByLabel(label!, { exact: true }).fill(value!);
  }
  const contact = posted(page, '/api/contact');
  await page.getByRole('button', { name: 'Send Message' }).click();
  expect((await contact).status()).toBe(201);

  await page.goto('/recruitment');
  await page.getByRole('button', { name: 'Apply Now for Product Manager (PM)' }).click();
  const form = page.getByRole('dialog', { name: 'Apply for Product Manager (PM)' });
  await form.getByLabel('Full Name').fill('Wanjiru Inbox');
  await form.getByLabel('Email Address').fill('wanjiru@example.com');
  await form.getByLabel('Phone Number').fill('+254 712 345 678');
  await form.getByLabel('Why do you want to join Sauti?').fill('I want to build for Kenyan shops.');
  await form.getByLabel('Resume (PDF)').setInputFiles(tempFile(CV, PDF));
  const application = posted(page, '/careers-api/recruitment');
  await form.getByRole('button', { name: 'Submit Application' }).click();
  expect((await application).status()).toBe(201);

  // Ten more messages through the real API, so the contact list has a second page.
  for (let n = 1; n <= 10; n++) {
    const res = await request.post('/api/contact', { data: { name: `Sender ${n}`, email: `sender${n}@example.co.ke`, subject: `Question ${n}`, message: 'Hello.' } });
    expect(res.status()).toBe(201);
  }
});

test('the inbox links to the four lists with their counts', async ({ page }) => {
  await openAsAdmin(page, '/admin/inbox');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Inbox');
  for (const [name, count] of [['Survey responses', '1 item'], ['Contact messages', '11 items'], ['Job applications', '1 item'], ['Accounts', `${seedAccounts} items`]]) {
    await expect(page.getByRole('link', { name: new RegExp(`^${name} ${count}`) })).toBeVisible();
  }
  await page.getByRole('link', { name: /^Survey responses/ }).click();
  await expect(page).toHaveURL(/\/admin\/inbox\/surveys$/);
});

test('the survey shows in its list, filters by industry and search, and its answers are charted', async ({ page }) => {
  await openAsAdmin(page, '/admin/inbox/surveys');
  await expect(table(page, 'Survey responses').getByRole('row', { name: /inbox\.survey@duka\.co\.ke/ })).toContainText('Food & Beverage');
  const charts = page.getByRole('region', { name: 'Answers at a glance' });
  await expect(charts.locator('svg').first()).toBeVisible();
  await expect(charts.getByRole('img', { name: /Food & Beverage 1/ })).toBeVisible();
  await expect(charts.getByRole('figure', { name: /main marketing goals/ }).getByRole('img')).toHaveAccessibleName(/Brand awareness 1, New customers 0/);

  await search(page, { selects: [['Industry', 'Retail']] });
  await expect(page).toHaveURL(/industrySector=retail/);
  await expect(status(page)).toHaveText('No responses match.');
  await expect(charts).toContainText('No responses match, so there is nothing to chart yet.');
  await search(page, { q: 'inbox test duka', selects: [['Industry', 'Food & Beverage']] });
  await expect(status(page)).toHaveText('1 response found. Showing 1 to 1.');
  await expect(charts.locator('svg').first()).toBeVisible();
});

test('the contact message is found by search, and the list pages with Previous and Next', async ({ page }) => {
  await openAsAdmin(page, '/admin/inbox/contacts');
  await expect(status(page)).toHaveText('11 messages found. Showing 1 to 10.');
  const pages = page.getByRole('navigation', { name: 'Pages' });
  await expect(pages).toContainText('Page 1 of 2');
  await pages.getByRole('link', { name: 'Next page' }).click();
  await expect(pages).toContainText('Page 2 of 2');
  await expect(status(page)).toHaveText('11 messages found. Showing 11 to 11.');
  // Newest first: the message sent through the form, before the ten, is the last one.
  await expect(table(page, 'Contact messages').getByRole('row', { name: /Zawadi Inbox/ })).toContainText('Hello from the inbox test.');
  await pages.getByRole('link', { name: 'Previous page' }).click();
  await expect(pages).toContainText('Page 1 of 2');

  await search(page, { q: 'inbox partnership' });
  await expect(status(page)).toHaveText('1 message found. Showing 1 to 1.');
  await expect(table(page, 'Contact messages').getByRole('row')).toHaveCount(2);
  await expect(pages.getByRole('link')).toHaveCount(0);
});

test('the application is listed, filters by role, and its resume downloads as an attachment with its name and bytes', async ({ page }) => {
  await openAsAdmin(page, '/admin/inbox/applications');
  const row = table(page, 'Job applications').getByRole('row', { name: /Wanjiru Inbox/ });
  await expect(row).toContainText('Product Manager (PM)');
  const downloading = page.waitForEvent('download');
  await row.getByRole('button', { name: `Download ${CV} (resume)` }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(CV);
  expect(fs.readFileSync(await download.path())).toEqual(PDF);

  await search(page, { selects: [['Role', 'Strategic Advisor']] });
  await expect(status(page)).toHaveText('No applications match.');
  await search(page, { selects: [['Role', 'Product Manager (PM)']] });
  await expect(status(page)).toHaveText('1 application found. Showing 1 to 1.');
});

test('accounts show role, trial and a scheduled deletion, filtered by role and trial', async ({ page, request }) => {
  const brand = await signInViaApi(request, SEED.brand);
  const auth = { Authorization: `Bearer ${brand.token}` };
  expect((await request.post('/api/v1/user/trial', { headers: auth, data: { plan: 'brand-professional' } })).status()).toBe(201);
  expect((await request.post('/api/v1/auth/delete-account', { headers: auth, data: { confirmation: 'DELETE' } })).ok()).toBe(true);

  await openAsAdmin(page, '/admin/inbox/accounts');
  const row = table(page, 'Accounts').getByRole('row', { name: /brand@sauti\.test/ });
  await expect(row.getByRole('cell', { name: 'Brand', exact: true })).toBeVisible();
  await expect(row.getByRole('cell', { name: /^Professional, active until \d+ \w+ \d{4}$/ })).toBeVisible();
  await expect(row.getByRole('cell', { name: /^Scheduled for \d+ \w+ \d{4}$/ })).toBeVisible();
  await search(page, { selects: [['Trial', 'Active']] });
  await expect(status(page)).toHaveText('1 account found. Showing 1 to 1.');
  await search(page, { selects: [['Role', 'No role yet'], ['Trial', 'Any']] });
  await expect(table(page, 'Accounts').getByRole('row', { name: /newcomer@sauti\.test/ })).toBeVisible();
});

test('a brand gets 403 from the admin API and is bounced from /admin/inbox/surveys to /brand', async ({ page, request, login }) => {
  const { token } = await login('brand');
  for (const path of ENDPOINTS) {
    const res = await request.get(`/api/${path}`, { headers: { Authorization: `Bearer ${token}` } });
    expect(res.status(), path).toBe(403);
  }
  await page.goto('/admin/inbox/surveys');
  await expect(page).toHaveURL(/\/brand$/);
});

for (const scheme of ['light', 'dark'] as const) {
  test(`axe finds no WCAG 2.2 AA violations on any inbox page, ${scheme} theme`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme });
    for (const path of INBOX) {
      await openAsAdmin(page, path);
      await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${scheme}\\b`));
      if (path.endsWith('surveys')) await expect(page.getByRole('region', { name: 'Answers at a glance' }).locator('svg').first()).toBeVisible();
      await expectNoAxeViolations(page, path);
    }
  });
}
