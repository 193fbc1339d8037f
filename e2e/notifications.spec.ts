import type { Locator, Page } from '@playwright/test';
import { expect, SEED, test } from './fixtures.ts';
import { resetData, signInViaApi } from './support/api.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { SEED_BRAND_NOTIFICATIONS, SEED_CAMPAIGNS } from './support/seed.ts';

// Each test changes what is read, so each starts from the seed.
test.beforeEach(resetData);

const bell = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Notifications/ });
const list = (page: Page) => page.getByRole('banner').getByRole('list', { name: 'Notifications' });

/** Presses Tab until `target` has focus: the way a keyboard user gets there. */
async function tabTo(page: Page, target: Locator, limit = 25) {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error('never reached the target with Tab');
}

test('a brand sees the unread count, opens the list, marks one read and then all, by keyboard only', async ({ page, login }) => {
  await login('brand');
  await page.goto('/brand');
  await expect(bell(page)).toHaveAccessibleName(`Notifications, ${SEED_BRAND_NOTIFICATIONS.unread} unread`);

  await tabTo(page, bell(page));
  await page.keyboard.press('Enter');
  await expect(bell(page)).toHaveAttribute('aria-expanded', 'true');
  await expect(list(page).getByRole('listitem')).toHaveCount(SEED_BRAND_NOTIFICATIONS.total);
  // Newest first, each with its title as a link, its body and its time.
  const newest = list(page).getByRole('listitem').first();
  await expect(newest.getByRole('link', { name: 'New application: Duka Fresh Glow juice launch' })).toHaveAttribute('href', '/brand/campaigns/cmp-duka-recruiting');
  await expect(newest.locator('time')).toHaveAttribute('datetime', '2026-11-20T18:05:00.000Z');
  await expect(newest).toContainText('Mercy Wairimu applied');

  const markOne = newest.getByRole('button', { name: 'Mark as read: New application: Duka Fresh Glow juice launch' });
  await tabTo(page, markOne);
  await expect(markOne).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(bell(page)).toHaveAccessibleName('Notifications, 1 unread');
  await expect(markOne).toHaveCount(0);
  await expect(newest.getByRole('link', { name: 'New application: Duka Fresh Glow juice launch' })).toBeFocused();
  await expect(page.getByRole('banner').getByRole('status')).toHaveText('Marked as read. 1 unread.');

  await page.keyboard.press('Escape');
  await expect(bell(page)).toHaveAttribute('aria-expanded', 'false');
  await expect(bell(page)).toBeFocused();

  await page.keyboard.press('Enter');
  const markAll = page.getByRole('banner').getByRole('button', { name: 'Mark all as read' });
  await page.keyboard.press('Tab');
  await expect(markAll).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(bell(page)).toHaveAccessibleName('Notifications');
  await expect(page.getByRole('banner').getByRole('button', { name: /^Mark/ })).toHaveCount(0);

  // Read stays read: the API saved it.
  await page.reload();
  await expect(bell(page)).toHaveAccessibleName('Notifications');
});

test('a new notification shows after the next navigation, and is announced politely', async ({ page, login, request }) => {
  const { token } = await login('brand');
  await page.goto('/brand');
  await expect(bell(page)).toHaveAccessibleName('Notifications, 2 unread');

  // The brand resubmits the campaign it was asked to change, and the admin asks for changes again.
  const id = SEED_CAMPAIGNS.dukaChanges.id;
  const asBrand = { headers: { Authorization: `Bearer ${token}` } };
  for (const step of ['edit', 'submit']) {
    const res = await request.post(`/api/campaigns/${id}/${step}`, asBrand);
    expect(res.ok(), await res.text()).toBe(true);
  }
  const admin = await signInViaApi(request, SEED.admin);
  const decided = await request.post(`/api/admin/campaigns/${id}/request-changes`, {
    headers: { Authorization: `Bearer ${admin.token}` },
    data: { notes: 'Please add the Saturday delivery areas.' },
  });
  expect(decided.ok(), await decided.text()).toBe(true);

  await page.getByRole('link', { name: 'Settings' }).first().click();
  await expect(page).toHaveURL(/\/brand\/settings$/);
  await expect(bell(page)).toHaveAccessibleName('Notifications, 3 unread');
  await expect(page.getByRole('banner').getByRole('status')).toHaveText('1 new notification.');
  await bell(page).click();
  await expect(list(page).getByRole('listitem').first()).toContainText(SEED_CAMPAIGNS.dukaChanges.title);
});

for (const scheme of ['light', 'dark'] as const) {
  test(`axe finds no WCAG 2.2 AA violations with the notification list open (${scheme})`, async ({ page, login }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await login('brand');
    await page.goto('/brand');
    await bell(page).click();
    await expect(list(page).getByRole('listitem')).toHaveCount(SEED_BRAND_NOTIFICATIONS.total);
    await expectNoAxeViolations(page, `/brand (notification list open, ${scheme})`);
  });
}
