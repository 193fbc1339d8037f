import { eatDate } from '../src/domain/eat.ts';
import { expect, SEED, test } from './fixtures.ts';
import { callApi, openAs, resetData, sessionsFor, signInViaApi, type ApiSession } from './support/api.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { AMINA_VERIFICATION, SEED_CREATORS, SEED_DUKA_RECRUITING, SEED_UNVERIFIED } from './support/seed.ts';

type Session = ApiSession;

// The creator is verified, matched, applies and is accepted in turn, so a failure stops the rest.
test.describe.configure({ mode: 'serial' });

const AMINA = 'Amina Otieno';
const CAMPAIGN = SEED_DUKA_RECRUITING.title;
const STATS = AMINA_VERIFICATION.platforms[0]!;
// A 1×1 PNG: the local API tells images apart by their first bytes.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

let admin: Session;
let brand: Session;
let amina: Session;

test.beforeAll(resetData);
test.beforeAll(async ({ playwright }) => {
  [admin, brand, amina] = await sessionsFor(playwright, SEED.admin, SEED.brand, SEED.influencer);
});

test('a creator submits self-reported figures with a screenshot and sees the expected decision date', async ({ page, request }) => {
  await openAs(page, amina, '/influencer/verification');
  const main = page.getByRole('main');
  await expect(main).toContainText('These figures are self-reported. The Sauti team checks them');
  await expect(main.getByRole('status')).toHaveText('You have not submitted your figures yet.');
  await expectNoAxeViolations(page);

  await page.getByLabel('Platform', { exact: true }).selectOption({ label: 'TikTok' });
  const tiktok = page.getByRole('group', { name: 'TikTok', exact: true });
  await tiktok.getByLabel('Handle').fill(STATS.handle);
  await tiktok.getByLabel('Profile URL').fill(STATS.profileUrl);
  await tiktok.getByLabel('Followers').fill(String(STATS.followers));
  await tiktok.getByLabel('Engagement rate (%)').fill(String(STATS.engagementRate));
  const countries = Object.entries(STATS.audience.countries);
  for (const [i, [code]] of countries.entries()) {
    if (i > 0) await tiktok.getByRole('button', { name: 'Add a country' }).click();
    await tiktok.getByLabel(`Country ${i + 1}`, { exact: true }).selectOption(code);
    // The last share is short at first, so the split adds up to 94.
    await tiktok.getByLabel(`Share (%), country ${i + 1}`).fill(i === countries.length - 1 ? '2' : String(countries[i]![1]));
  }
  const ages = tiktok.getByRole('group', { name: 'Audience by age (%)' });
  for (const [band, share] of Object.entries(STATS.audience.ageBands)) await ages.getByLabel(band, { exact: true }).fill(String(share));
  const genders = tiktok.getByRole('group', { name: 'Audience by gender (%)' });
  await genders.getByLabel('Female').fill('70');
  await genders.getByLabel('Male', { exact: true }).fill('30');
  const screenshot = tiktok.getByLabel('Screenshot of your audience statistics');
  await screenshot.setInputFiles({ name: 'stats.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') });
  await page.getByLabel('Amount').fill('20000');

  await page.getByRole('button', { name: 'Submit for verification' }).click();
  await expect(tiktok.getByRole('group', { name: 'Audience by country (%)' })).toContainText('The country shares must add up to 100 (now 94).');
  await expect(tiktok.getByText('Choose a PNG, JPEG or WebP image.')).toBeVisible();
  await expect(tiktok.getByLabel('Country 1', { exact: true })).toBeFocused();
  await expectNoAxeViolations(page);

  await tiktok.getByLabel(`Share (%), country ${countries.length}`).fill(String(countries.at(-1)![1]));
  await screenshot.setInputFiles({ name: 'tiktok-stats.png', mimeType: 'image/png', buffer: PNG });
  await page.getByRole('button', { name: 'Submit for verification' }).click();

  const { expectedBy } = await (async () => {
    await expect(main.getByRole('status')).toContainText('within 1-3 business days');
    return callApi(request, amina, 'get', 'verification/me');
  })();
  await expect(main.getByRole('status')).toHaveText(`Submitted. The Sauti team will decide within 1-3 business days, by ${eatDate(expectedBy)}.`);
  await expect(page.getByRole('heading', { name: 'Status: Verification pending' })).toBeFocused();
  await expect(page.getByRole('button', { name: 'Submit for verification' })).toHaveCount(0);
});

test('an admin checks the figures beside the screenshot and verifies the creator; a rejection needs a reason', async ({ page, request }) => {
  await openAs(page, admin, '/admin/verifications');
  await expect(page.getByRole('main').getByRole('status')).toHaveText('3 verifications waiting.');
  await expect(page.getByRole('article').getByRole('heading', { level: 2 })).toHaveText([SEED_UNVERIFIED.kiprono.name, SEED_UNVERIFIED.chioma.name, AMINA]);
  const card = page.getByRole('article', { name: AMINA });
  await expect(card).toContainText('40,000');
  await expect(card).toContainText('Kenya 80%, Uganda 12%, Tanzania 8%');
  const image = card.getByRole('img', { name: `Screenshot of ${AMINA}'s TikTok statistics` });
  await expect(image).toBeVisible();
  expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: `Reject ${SEED_UNVERIFIED.kiprono.name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Verification for ${SEED_UNVERIFIED.kiprono.name}` });
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Give a reason, so the creator knows what to fix.');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await card.getByRole('button', { name: `Verify ${AMINA}` }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText(`${AMINA} is verified and will be matched to campaigns. They have been notified. 2 verifications waiting.`);
  await expect(page.getByRole('article', { name: AMINA })).toHaveCount(0);
  const { items } = await callApi(request, amina, 'get', 'notifications');
  expect(items[0]).toMatchObject({ type: 'verification_verified' });
});

test('the verified creator sees the matching campaign with its reasons and applies with a pitch and a fee', async ({ page, request }) => {
  await openAs(page, amina, '/influencer');
  await expect(page.getByRole('region', { name: 'Verification' })).toContainText('Verified.');
  const matches = page.getByRole('region', { name: 'Campaigns that match you' });
  const { items } = await callApi(request, amina, 'get', 'creators/me/matches');
  const duka = items.find((i: { campaign: { id: string } }) => i.campaign.id === SEED_DUKA_RECRUITING.id);
  expect(duka.match.reasons.length).toBeGreaterThan(0);
  await expect(matches.getByRole('listitem').filter({ hasText: CAMPAIGN }).first()).toContainText(`Match score ${Math.round(duka.match.score)} out of 100`);
  await expectNoAxeViolations(page);

  await matches.getByRole('link', { name: CAMPAIGN }).click();
  await expect(page.getByRole('heading', { level: 1, name: CAMPAIGN })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Why it matches' }).getByRole('listitem')).toHaveText(duka.match.reasons);
  await expectNoAxeViolations(page);

  const apply = page.getByRole('region', { name: 'Apply to this campaign' });
  await apply.getByRole('button', { name: 'Send application' }).click();
  await expect(apply.getByText('Write a short pitch (at least 20 characters).')).toBeVisible();
  await expect(apply.getByText('Enter a fee greater than zero.')).toBeVisible();
  await expect(apply.getByText('Tick the box to accept the usage terms.')).toBeVisible();
  await expect(apply.getByLabel('Your pitch')).toBeFocused();
  await apply.getByLabel('Your pitch').fill('My TikTok audience is 80% Kenyan and loves healthy breakfast ideas; Glow fits my morning videos.');
  await apply.getByLabel('Your proposed fee (KES)').fill('20000');
  await apply.getByRole('checkbox', { name: 'I accept these usage terms' }).check();
  await apply.getByRole('button', { name: 'Send application' }).click();

  await expect(page.getByRole('main').getByRole('status')).toHaveText('Application sent. The brand has been notified.');
  await expect(page.getByRole('heading', { name: 'Your application' })).toBeFocused();
  await expect(page.getByText('Status: Applied')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Withdraw application' })).toBeVisible();
  const mine = await callApi(request, amina, 'get', 'creators/me/applications');
  expect(mine.items[0].application).toMatchObject({ campaignId: SEED_DUKA_RECRUITING.id, status: 'applied', proposedFee: 2_000_000 });
});

test('the header search and a directory filter both find the newly verified creator', async ({ page }) => {
  await page.goto('/');
  const search = page.getByRole('searchbox', { name: 'Search creators and campaigns' });
  await search.fill(AMINA);
  await search.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=/);
  await expect(page.getByRole('main').getByRole('heading', { name: AMINA })).toBeVisible();

  await page.goto('/creators?country=KE&sort=new');
  // Newest verified first: the creator verified minutes ago leads the Kenyan list.
  await expect(page.getByRole('main').getByRole('listitem').first().getByRole('heading', { level: 2 })).toHaveText(AMINA);
});

test('the brand shortlists and accepts the creator in the app, and the contract appears for both', async ({ page }) => {
  await openAs(page, brand, `/brand/campaigns/${SEED_DUKA_RECRUITING.id}`);
  const row = page.getByRole('table', { name: 'Applications' }).getByRole('row').filter({ hasText: AMINA });
  await expect(row).toContainText('Applied');
  await row.getByRole('button', { name: `Shortlist ${AMINA}` }).click();
  await expect(row).toContainText('Shortlisted');
  await row.getByRole('button', { name: `Accept ${AMINA}` }).click();
  await expect(row).toContainText('Accepted');
  const brandContracts = page.getByRole('region', { name: 'Contracts' }).getByRole('table', { name: 'Contracts' });
  await expect(brandContracts.getByRole('row', { name: new RegExp(AMINA) })).toContainText('KES 20,000');

  await openAs(page, amina, '/influencer');
  const contracts = page.getByRole('region', { name: 'Your contracts' });
  await expect(contracts.getByRole('listitem')).toHaveCount(1);
  await expect(contracts.getByRole('listitem')).toContainText(`${CAMPAIGN}Duka Fresh · Agreed fee: KES 20,000 · Status: Active`);
  await expect(page.getByRole('region', { name: 'Your applications' })).toContainText('Status: Accepted');
});

test('an invited creator can decline the invitation from their home', async ({ page, request }) => {
  const chebet = await signInViaApi(request, SEED_CREATORS.chebet.email);
  await openAs(page, chebet, '/influencer');
  const invitations = page.getByRole('region', { name: 'Invitations' });
  await expect(invitations.getByRole('link', { name: `Accept invitation to ${CAMPAIGN}` })).toBeVisible();
  await invitations.getByRole('button', { name: `Decline invitation to ${CAMPAIGN}` }).click();
  await expect(invitations.getByRole('status')).toHaveText('Invitation declined.');
  await expect(invitations).toContainText('No invitations right now.');
});

test('a creator withdraws an open application from the campaign page', async ({ page, request }) => {
  const wambui = await signInViaApi(request, SEED_CREATORS.wambui.email);
  await openAs(page, wambui, `/influencer/campaigns/${SEED_DUKA_RECRUITING.id}`);
  await expect(page.getByText('Status: Applied')).toBeVisible();
  await page.getByRole('button', { name: 'Withdraw application' }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Application withdrawn.');
  await expect(page.getByText('Status: Withdrawn')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Withdraw application' })).toHaveCount(0);
});
