import { eatDate } from '../src/domain/eat.ts';
import type { Campaign } from '../src/domain/campaign-types.ts';
import type { ContractTermsView } from '../src/domain/usage-rights.ts';
import { expect, SEED, test } from './fixtures.ts';
import { advanceServerClock, callApi, openAs, resetData, sessionsFor, signInViaApi, type ApiSession } from './support/api.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { day } from './support/dates.ts';
import { SEED_CREATORS, SEED_DUKA_RECRUITING } from './support/seed.ts';
import { fillAudience, stepHeading } from './support/wizard.ts';

// Issue 24, fourth slice (docs/decisions/0019-trust.md, "Usage rights in campaign briefs"): a brand sets usage rights
// in the wizard; a creator reads the brief's terms on an invitation and the campaign's page and accepts them by
// applying; once the brand accepts, the contract shows the terms and when each right ends. In order.
test.describe.configure({ mode: 'serial' });

const DAY = 86_400_000;
const CHEBET = SEED_CREATORS.chebet;
const CAMPAIGN = SEED_DUKA_RECRUITING;
const TITLE = 'Mandazi mornings';
const ORGANIC = 'The brand may repost it on its own accounts (organic posts, no paid promotion) in Kenya for 30 days.';
const ADS = (duration: string) => `The brand may use it in paid ads, including whitelisting (running ads from your account) in Kenya for ${duration}.`;
let wanjiru: ApiSession;
let chebet: ApiSession;

test.beforeAll(resetData);
test.beforeAll(async ({ playwright }) => {
  [wanjiru, chebet] = await sessionsFor(playwright, SEED.brand, CHEBET.email);
});

test('a brand sets usage rights per deliverable in the wizard, checked before it continues; the review and the admin read them', async ({ page, request }) => {
  test.setTimeout(60_000);
  await openAs(page, wanjiru, '/brand/campaigns/new');
  await page.getByLabel('Campaign title').fill(TITLE);
  await page.getByLabel('Brief', { exact: true }).fill('Show your breakfast table with Duka Fresh mandazi and chai, delivered before 7 a.m.');
  await page.getByLabel('Objective').selectOption({ label: 'Awareness' });
  const goal = page.getByRole('group', { name: 'Goal 1' });
  await goal.getByLabel('Metric').selectOption({ label: 'Reach' });
  await goal.getByLabel('Target').fill('50000');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Total budget (KES)').fill('150000');
  await page.getByLabel('Minimum fee per creator (KES)').fill('10000');
  await page.getByLabel('Maximum fee per creator (KES)').fill('25000');
  await page.getByLabel('Creator slots').fill('5');
  await page.getByRole('button', { name: 'Continue' }).click();
  await fillAudience(page);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(stepHeading(page, 4, 'Deliverables')).toBeFocused();

  const deliverable = page.getByRole('group', { name: 'Deliverable 1' });
  await deliverable.getByLabel('Platform').selectOption({ label: 'Instagram' });
  await deliverable.getByLabel('Type').selectOption({ label: 'Reel' });
  // Each deliverable starts with organic reposts for 30 days in the target countries, included in the fee.
  const organic = deliverable.getByRole('group', { name: 'Usage right 1' });
  await expect(organic.getByLabel('Where you may use it')).toHaveValue('organic');
  await expect(organic.getByLabel('How long')).toHaveValue('30');
  await expect(organic.getByLabel('Days or months')).toHaveValue('days');
  await expect(organic.getByRole('checkbox', { name: 'Kenya' })).toBeChecked();
  await expect(organic.getByLabel('Price (KES)')).toHaveValue('0');
  // The brand adds paid ads, at first for no time at all: the step is checked as the API checks it.
  await deliverable.getByRole('button', { name: 'Add a usage right to deliverable 1' }).click();
  const ads = deliverable.getByRole('group', { name: 'Usage right 2' });
  await expect(ads.getByLabel('Where you may use it')).toHaveValue('paid_ads');
  await ads.getByLabel('How long').fill('0');
  await page.getByLabel('Start date').fill(day(7));
  await page.getByLabel('End date').fill(day(37));
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(ads.getByText('The duration must be 1 to 365 days.')).toBeVisible();
  await expect(ads.getByLabel('How long')).toBeFocused();
  await expectNoAxeViolations(page);
  // The same use twice: the error is on the second right's own field, and focus goes there.
  await ads.getByLabel('How long').fill('3');
  await ads.getByLabel('Where you may use it').selectOption('organic');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(ads.getByText('Use each kind of usage once per deliverable.')).toBeVisible();
  await expect(ads.getByLabel('Where you may use it')).toBeFocused();
  await ads.getByLabel('Where you may use it').selectOption('paid_ads');
  await ads.getByLabel('Days or months').selectOption({ label: 'Months' });
  await ads.getByLabel('How long').fill('3');
  await ads.getByLabel('Price (KES)').fill('2000');
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(stepHeading(page, 5, 'Links')).toBeFocused();
  await page.getByLabel('Landing page URL').fill('https://dukafresh.example.co.ke/mandazi');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(stepHeading(page, 6, 'Review')).toBeFocused();
  const main = page.getByRole('main');
  await expect(main.getByText(`${ORGANIC} Included in the fee.`)).toBeVisible();
  await expect(main.getByText(`${ADS('3 months')} Priced at KES 2,000, part of the fee.`)).toBeVisible();
  await page.getByRole('button', { name: 'Submit for review' }).click();
  await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();

  const id = new URL(page.url()).pathname.split('/').pop()!;
  const stored = (await callApi(request, wanjiru, 'get', `campaigns/${id}`)) as Campaign;
  expect(stored.deliverables[0]!.rights).toEqual([
    { use: 'organic', duration: 30, unit: 'days', countries: ['KE'], price: 0 },
    { use: 'paid_ads', duration: 3, unit: 'months', countries: ['KE'], price: 200_000 },
  ]);
  // The Sauti team reviews the rights with the rest of the brief.
  await openAs(page, await signInViaApi(request, SEED.admin), `/admin/campaigns/${id}`);
  await expect(page.getByRole('main').getByText(`${ADS('3 months')} Priced at KES 2,000, part of the fee.`)).toBeVisible();
});

test('an invited creator reads the usage terms on the invitation and the campaign’s page, and accepts them by applying', async ({ page, request }) => {
  await openAs(page, chebet, '/influencer');
  const invitation = page.getByRole('region', { name: 'Invitations' }).getByRole('listitem').filter({ hasText: CAMPAIGN.title });
  await expect(invitation).toContainText('Usage rights: Organic reposts for 30 days in Kenya; Paid ads and whitelisting for 3 months in Kenya.');
  await invitation.getByRole('link', { name: `Accept invitation to ${CAMPAIGN.title}` }).click();

  const terms = page.getByRole('region', { name: 'Usage terms' });
  await expect(terms.getByText('1 Instagram reel', { exact: true })).toBeVisible();
  await expect(terms).toContainText(`${ORGANIC} Included in the fee.`);
  await expect(terms).toContainText(`${ADS('3 months')} Priced at KES 5,000, part of the fee.`);
  await expect(terms.getByText('2 Instagram stories', { exact: true })).toBeVisible();
  await expect(terms).toContainText('No usage rights: the brand may only use these posts where they were published.');

  const accept = page.getByRole('region', { name: 'Accept the invitation' });
  await accept.getByLabel('Your pitch').fill('My fitness audience in Nairobi drinks fresh juice after every session.');
  await accept.getByLabel('Your proposed fee (KES)').fill('25000');
  const box = accept.getByRole('checkbox', { name: 'I accept these usage terms' });
  await accept.getByRole('button', { name: 'Send application' }).click();
  await expect(accept.getByText('Tick the box to accept the usage terms.')).toBeVisible();
  await expect(box).toBeFocused();
  await expectNoAxeViolations(page);
  await box.check();
  await expect(accept.getByText('Tick the box to accept the usage terms.')).toHaveCount(0);
  await accept.getByRole('button', { name: 'Send application' }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Application sent. The brand has been notified.');

  const mine = (await callApi(request, chebet, 'get', 'creators/me/applications')).items as Array<{ application: { id: string; termsAcceptance: { acceptedAt: string } | null } }>;
  const application = mine.find((e) => e.application.id === CAMPAIGN.applications.chebet.id)!.application;
  expect(application.termsAcceptance).toMatchObject({ version: 1 });
  await expect(terms).toContainText(`You accepted these terms on ${eatDate(application.termsAcceptance!.acceptedAt)}.`);
});

test('the brand accepts the creator; the contract shows the terms in plain words, when each right ends, and ends them on their date', async ({ page, request }) => {
  test.setTimeout(60_000);
  await openAs(page, wanjiru, `/brand/campaigns/${CAMPAIGN.id}`);
  const row = page.getByRole('table', { name: 'Applications' }).getByRole('row').filter({ hasText: CHEBET.name });
  await expect(row).toContainText('Usage terms accepted');
  await row.getByRole('button', { name: `Accept ${CHEBET.name}` }).click();
  await expect(row).toContainText('Accepted');

  const contract = ((await callApi(request, chebet, 'get', 'contracts/mine')).items as Array<{ contract: { id: string; campaignId: string } }>)
    .find((e) => e.contract.campaignId === CAMPAIGN.id)!.contract;
  const view = (await callApi(request, chebet, 'get', `contracts/${contract.id}/terms`)).view as ContractTermsView;
  await openAs(page, chebet, `/influencer/contracts/${contract.id}`);
  const terms = page.getByRole('region', { name: 'Terms and usage rights' });
  await expect(terms).toContainText(`The creator accepted version 1 of these terms on ${eatDate(view.acceptance!.acceptedAt)}.`);
  await expect(terms).toContainText(`The rights run from ${eatDate(view.rightsFrom!)}, the day the contract bound both sides.`);
  const [reel, video, stories] = view.rights;
  await expect(terms).toContainText(`${ORGANIC} Ends on ${eatDate(reel![0]!.endsAt!)}.`);
  await expect(terms).toContainText(`${ADS('3 months')} Ends on ${eatDate(reel![1]!.endsAt!)}.`);
  expect(video!.map((r) => r.endsAt)).toEqual([reel![0]!.endsAt]);
  expect(stories).toEqual([]);
  await expect(terms).toContainText('No usage rights: the brand may only use the posts where they were published.');
  await expectNoAxeViolations(page, 'the terms', 'section[aria-labelledby="terms-heading"]');

  // 31 days on (the dev clock), the organic reposts have ended and the paid ads run on. Sessions last 7 days.
  await advanceServerClock(request, 31 * DAY);
  const later = await signInViaApi(request, CHEBET.email);
  await openAs(page, later, `/influencer/contracts/${contract.id}`);
  await expect(terms).toContainText(`${ORGANIC} Ended on ${eatDate(reel![0]!.endsAt!)}: the brand may no longer use it this way.`);
  await expect(terms).toContainText(`${ADS('3 months')} Ends on ${eatDate(reel![1]!.endsAt!)}.`);
  await expectNoAxeViolations(page, 'the ended rights', 'section[aria-labelledby="terms-heading"]');
});
