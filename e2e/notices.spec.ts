import { expect, test } from './fixtures.ts';
import { advanceServerClock, callApi, openAs, resetData, sessionsFor, type ApiSession } from './support/api.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { SEED_CREATORS } from './support/seed.ts';
import { readPhoneCode, textOnPhone } from './support/texts-phone.ts';

// One creator confirms a phone, chooses SMS for deadline reminders, then a review deadline comes within a day.
test.describe.configure({ mode: 'serial' });

const PHONE = '+254712000123';
/** Mercy Wairimu's first deliverable on her active Duka contract (db.json), waiting for a draft. */
const DELIVERABLE = 'dlv-duka-in-progress-wairimu-1';
let wairimu: ApiSession;

test.beforeAll(resetData);
test.beforeAll(async ({ playwright }) => {
  [wairimu] = await sessionsFor(playwright, SEED_CREATORS.wairimu.email);
});

test('the creator confirms a phone with the code sent by SMS and chooses SMS for deadline reminders', async ({ page, context }) => {
  await openAs(page, wairimu, '/influencer/settings');
  const phone = page.getByRole('region', { name: 'Phone for SMS and WhatsApp' });
  await phone.getByRole('button', { name: 'Send code' }).click();
  await expect(phone.getByText('Enter your mobile number.')).toBeVisible();
  await expect(phone.getByRole('textbox', { name: 'Mobile number' })).toBeFocused();
  await phone.getByRole('textbox', { name: 'Mobile number' }).fill('0712 000 123');
  await phone.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByRole('status').filter({ hasText: `We sent a 6-digit code by SMS to ${PHONE}.` })).toBeVisible();
  await expect(phone.getByRole('textbox', { name: '6-digit code' })).toBeFocused();
  await expectNoAxeViolations(page);

  const code = await readPhoneCode(context, PHONE);
  await phone.getByRole('textbox', { name: '6-digit code' }).fill(code);
  await phone.getByRole('button', { name: 'Confirm number' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Phone confirmed.' })).toBeVisible();
  await expect(phone).toContainText(`${PHONE} is confirmed.`);

  const notices = page.getByRole('region', { name: 'Notices' });
  // Marketing needs consent: ticked without it, the form says so at the consent box.
  await notices.getByRole('checkbox', { name: 'News and offers from Sauti by SMS' }).check();
  await notices.getByRole('button', { name: 'Save notice settings' }).click();
  await expect(notices.getByText('Tick the consent box to get news and offers from Sauti.')).toBeVisible();
  await expect(notices.getByRole('checkbox', { name: /I agree to receive news and offers/ })).toBeFocused();
  await notices.getByRole('checkbox', { name: 'News and offers from Sauti by SMS' }).uncheck();
  await notices.getByRole('checkbox', { name: 'Review and dispute deadlines (24 hours ahead) by SMS' }).check();
  await notices.getByRole('button', { name: 'Save notice settings' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Notice settings saved.' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'Review and dispute deadlines (24 hours ahead) by SMS' })).toBeChecked();
  await expectNoAxeViolations(page);
});

test('a day before the review deadline, the reminder reaches the creator’s simulated phone', async ({ page }) => {
  const submitted = (await callApi(page.request, wairimu, 'post', `deliverables/${DELIVERABLE}/submissions`, { url: 'https://drafts.example.com/wairimu-1', caption: 'First take' })) as
    { deliverable: { reviewDeadlineAt: string } };
  const deadline = Date.parse(submitted.deliverable.reviewDeadlineAt);
  // The server's clock moves to 23 hours before the deadline (it runs on the real clock after the reset).
  const advanceMs = Math.max(0, deadline - 23 * 60 * 60 * 1000 - Date.now());
  await advanceServerClock(page.request, advanceMs);
  const phone = await textOnPhone(page, PHONE, 'Review ends within 24 hours');
  await expect(phone).toContainText('If they do not answer by then, it is approved automatically. Reply STOP to stop these messages.');
  await expectNoAxeViolations(page);
});
