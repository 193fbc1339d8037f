import { expect, SEED, test } from './fixtures.ts';
import { callApi, openAs, resetData, signInViaApi } from './support/api.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { SEED_CREATORS, SEED_DUKA_RECRUITING } from './support/seed.ts';

test.beforeAll(resetData);

const CAMPAIGN = SEED_DUKA_RECRUITING.title;

test('an invited creator sees what they will receive after Sauti’s commission on the invitation, live while typing a quote, and on the contract', async ({ page, request }) => {
  test.setTimeout(60_000);
  const chebet = await signInViaApi(request, SEED_CREATORS.chebet.email);
  await openAs(page, chebet, '/influencer');
  const invitations = page.getByRole('region', { name: 'Invitations' });
  // The brand offers KES 15,000–40,000: 10% of it is Sauti's.
  await expect(invitations).toContainText('Fee KES 15,000–40,000: you receive KES 13,500–36,000 after Sauti’s 10% commission.');

  await invitations.getByRole('link', { name: `Accept invitation to ${CAMPAIGN}` }).click();
  const accept = page.getByRole('region', { name: 'Accept the invitation' });
  // Issue 19: the plan's limit shows before applying (her one open application is on Zuri's paused campaign).
  await expect(accept).toContainText('1 of 5 open applications on the free tier.');
  await expect(accept).toContainText('Type your fee to see what you will receive after Sauti’s commission.');
  const fee = accept.getByLabel('Your proposed fee (KES)');
  const net = accept.locator('[aria-live="polite"]');
  await fee.pressSequentially('8000');
  await expect(net).toHaveText(/Your feeKES 8,000Sauti’s commission \(10%\)− KES 800You receiveKES 7,200/);
  await fee.fill('25000');
  await expect(net).toContainText('You receiveKES 22,500');
  await expect(net).toContainText('The commission is taken when your fee is released.');
  await expectNoAxeViolations(page);

  await accept.getByLabel('Your pitch').fill('My fitness audience in Nairobi drinks fresh juice after every session.');
  await accept.getByRole('checkbox', { name: 'I accept these usage terms' }).check();
  await accept.getByRole('button', { name: 'Send application' }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Application sent. The brand has been notified.');
  const mine = page.getByRole('region', { name: 'Your application' });
  await expect(mine).toContainText('Sauti’s commission (10%)− KES 2,500');
  await expect(mine).toContainText('You receiveKES 22,500');

  // Accepted by the brand, the contract says the same: what is paid at release is this net.
  const brand = await signInViaApi(request, SEED.brand);
  const { contract } = await callApi(request, brand, 'post', `applications/${SEED_DUKA_RECRUITING.applications.chebet.id}/accept`);
  await page.goto(`/influencer/contracts/${contract.id}`);
  const receive = page.getByRole('region', { name: 'What you will receive' });
  await expect(receive).toContainText('Your feeKES 25,000');
  await expect(receive).toContainText('Sauti’s commission (10%)− KES 2,500');
  await expect(receive).toContainText('You receiveKES 22,500');
  await expectNoAxeViolations(page);
});
