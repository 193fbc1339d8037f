import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { callApi, openAs, resetData, SEED, sessionsFor, signInViaApi, type ApiSession } from './support/api.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { day } from './support/dates.ts';
import { SEED_BRANDS, SEED_CAMPAIGNS, SEED_CREATORS } from './support/seed.ts';
import { fillAudience, stepHeading } from './support/wizard.ts';

/**
 * A partner working for its client Kahawa (issue 25): its conversations with creators, read and answered for the
 * brand, and its applications, accepted within the spending limit the brand set.
 */
test.beforeAll(resetData);

const KAHAWA = SEED_BRANDS.kahawa;
// The brand and its partner sign in once for the file: each sign-in sends a code, and an email gets five an hour.
let brand: ApiSession;
let partner: ApiSession;
test.beforeAll(async ({ playwright }) => {
  [brand, partner] = await sessionsFor(playwright, KAHAWA.email, SEED.partner);
});
const MUTUA = SEED_CREATORS.mutua;
const CONVERSATION = 'app-kahawa-recruiting-mutua';
const BY_PARTNER = `Brian Mwangi for ${KAHAWA.company}`;
const toast = (page: Page, title: string) => page.getByRole('region', { name: /notification/i }).getByText(title, { exact: true });
const composer = (page: Page) => page.getByRole('textbox', { name: 'Message', exact: true });
const thread = (page: Page) => page.getByRole('list', { name: 'Messages' });

type Listed = { items: Array<{ id: string; unread: number }> };
const brandUnread = async (request: APIRequestContext, brand: ApiSession) =>
  ((await callApi(request, brand, 'get', 'conversations')) as Listed).items.find((c) => c.id === CONVERSATION)?.unread;

test('a partner reads a client’s conversation, writes to the creator, and the brand sees who wrote it for whom', async ({ page, request }) => {
  test.setTimeout(90_000);
  // The creator writes first: the message is unread for the brand, and the partner's reading leaves it so.
  const mutua = await signInViaApi(request, MUTUA.email);
  await callApi(request, mutua, 'post', `conversations/${CONVERSATION}/messages`, { body: 'Hello Kahawa, is the grinder in the brief?' });
  expect(await brandUnread(request, brand)).toBe(1);
  await openAs(page, partner, `/partner?client=${KAHAWA.id}`);
  await page.getByRole('link', { name: 'Conversations with creators' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Conversations for ${KAHAWA.company}` })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('New messages do not appear here by themselves');
  // The client switch shows another client's conversations, and Back returns.
  await page.getByLabel('Client', { exact: true }).selectOption({ label: SEED_BRANDS.zuri.company });
  // Choosing alone changes nothing (WCAG 3.2.2): "Show" goes there.
  await expect(page).toHaveURL(new RegExp(`/partner/conversations/${KAHAWA.id}$`));
  await page.getByRole('button', { name: 'Show', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/partner/conversations/${SEED_BRANDS.zuri.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: `Conversations for ${SEED_BRANDS.zuri.company}` })).toBeVisible();
  await page.goBack();
  const conversations = page.getByRole('list', { name: 'Conversations' });
  const row = conversations.getByRole('listitem').filter({ hasText: SEED_CAMPAIGNS.kahawaRecruiting.title }).filter({ hasText: MUTUA.name });
  await expect(row).toContainText('Hello Kahawa, is the grinder in the brief?');
  // The brand's count is the brand's: the partner's list names no unread message.
  await expect(conversations.getByRole('link', { name: /unread/ })).toHaveCount(0);
  await row.getByRole('link', { name: MUTUA.name }).click();

  await expect(page.getByRole('heading', { level: 1, name: MUTUA.name })).toBeVisible();
  await expect(thread(page).getByRole('listitem').filter({ hasText: 'is the grinder in the brief?' })).toBeVisible();
  expect(await brandUnread(request, brand)).toBe(1);
  await expect(page.getByRole('main')).toContainText(`For ${KAHAWA.company}`);
  await expect(page.getByRole('main')).toContainText(`see your messages as “${BY_PARTNER}”`);
  await composer(page).fill('Hello David, Brian here for Kahawa Hills: could the brewing reel show the grinder?');
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  const sent = thread(page).getByRole('listitem').filter({ hasText: 'could the brewing reel show the grinder?' });
  await expect(sent).toContainText(BY_PARTNER);
  await expect(composer(page)).toHaveValue('');
  await expectNoAxeViolations(page, '/partner/messages/:id');

  // The creator answers; with no live stream for partners, the partner checks for new messages.
  await callApi(request, mutua, 'post', `conversations/${CONVERSATION}/messages`, { body: 'Yes, the grinder opens the reel.' });
  const check = page.getByRole('button', { name: 'Check for new messages' });
  const status = page.getByRole('status').filter({ hasText: /new message/ });
  await check.click();
  await expect(status).toHaveText('1 new message.');
  await expect(thread(page).getByRole('listitem').filter({ hasText: 'Yes, the grinder opens the reel.' })).toContainText(MUTUA.name);
  // Checking again with nothing new says so, and again: each answer is a new announcement, even the same one.
  await check.evaluate((button) => {
    const region = button.nextElementSibling!;
    const said: string[] = [];
    (window as unknown as { said: string[] }).said = said;
    new MutationObserver(() => said.push(region.textContent ?? '')).observe(region, { childList: true, characterData: true, subtree: true });
  });
  const saidNone = () => page.evaluate(() => (window as unknown as { said: string[] }).said.filter((text) => text === 'No new messages.').length);
  await check.click();
  await expect.poll(saidNone).toBe(1);
  await check.click();
  await expect.poll(saidNone).toBe(2);

  // The brand reads its own conversation: the partner's message is named "{partner} for {brand}", and unread stays its own.
  await openAs(page, brand, `/messages/${CONVERSATION}`);
  await expect(thread(page).getByRole('listitem').filter({ hasText: 'could the brewing reel show the grinder?' })).toContainText(BY_PARTNER);
  const { actions } = await callApi(request, brand, 'get', 'brand/partners');
  expect(actions[0]).toMatchObject({ subjectType: 'conversation', subjectId: CONVERSATION, action: `wrote to ${MUTUA.name}` });
});

test('a conversation with a contract links its work only when the brand lets the partner review deliverables', async ({ page, request }) => {
  await openAs(page, partner, '/partner/messages/app-kahawa-completed-mutua');
  const review = page.getByRole('link', { name: 'Review the contract’s work' });
  await expect(review).toBeVisible();
  await callApi(request, brand, 'patch', 'brand/partners/pcl-partner-kahawa', { reviewDeliverables: false });
  try {
    await page.reload();
    await expect(page.getByRole('link', { name: 'Open the campaign' })).toBeVisible();
    await expect(review).toHaveCount(0);
  } finally {
    await callApi(request, brand, 'patch', 'brand/partners/pcl-partner-kahawa', { reviewDeliverables: true });
  }
});

test('past the spending limit the partner’s acceptance asks the brand: a toast, and the application waits for the brand', async ({ page, request }) => {
  // Kahawa lets its partner spend nothing without asking (the seed's limit), and Mutua's fee is KES 45,000.
  await callApi(request, brand, 'patch', 'brand/partners/pcl-partner-kahawa', { spendingLimit: 0 });
  await openAs(page, partner, `/partner/campaigns/${SEED_CAMPAIGNS.kahawaRecruiting.id}`);
  const applications = page.getByRole('region', { name: 'Applications' });
  await applications.getByRole('button', { name: `Accept ${MUTUA.name} or ask ${KAHAWA.company}` }).click();
  await expect(toast(page, `${KAHAWA.company} was asked to accept this application`)).toBeVisible();
  const row = applications.getByRole('listitem').filter({ hasText: `@${MUTUA.username}` });
  await expect(row).toContainText('Applied');
  await expect(row).toContainText(new RegExp(`Waiting for ${KAHAWA.company}: Brian Mwangi asked it on .+ to accept this application\\.`));
  await expect(row.getByRole('heading', { level: 3, name: new RegExp(`^${MUTUA.name}`) })).toBeFocused();
  await expectNoAxeViolations(page, '/partner/campaigns/:id (an acceptance asked of the brand)');
  const notices = await callApi(request, brand, 'get', 'notifications') as { items: Array<{ type: string; title: string }> };
  expect(notices.items.find((n) => n.type === 'acceptance_requested')).toMatchObject({ title: `Application to accept: ${SEED_CAMPAIGNS.kahawaRecruiting.title}` });
});

test('a partner accepts an application for a client within its spending limit, and invites a creator from the matches', async ({ page, request }) => {
  test.setTimeout(90_000);
  // Kahawa lets its partner spend up to KES 50,000 a month: Mutua's fee of KES 45,000 fits.
  await callApi(request, brand, 'patch', 'brand/partners/pcl-partner-kahawa', { spendingLimit: 50_000 });
  await openAs(page, partner, `/partner/campaigns/${SEED_CAMPAIGNS.kahawaRecruiting.id}`);
  const applications = page.getByRole('region', { name: 'Applications' });
  await expect(applications).toContainText('Within the monthly spending limit the brand set, which is in KES, it is done at once; past it, or for a fee in any other currency, the brand is asked');
  await expectNoAxeViolations(page, '/partner/campaigns/:id (recruiting, applications and matches)');
  await applications.getByRole('button', { name: `Accept ${MUTUA.name} or ask ${KAHAWA.company}` }).click();
  await expect(toast(page, 'Accepted: the contract is created and the fee held')).toBeVisible();
  const row = applications.getByRole('listitem').filter({ hasText: `@${MUTUA.username}` });
  await expect(row).toContainText('Accepted');
  await expect(row.getByRole('heading', { level: 3, name: new RegExp(`^${MUTUA.name}`) })).toBeFocused();
  await expect(row).toContainText(`Brian Mwangi accepted ${MUTUA.name}’s application to “${SEED_CAMPAIGNS.kahawaRecruiting.title}” for ${KAHAWA.company} on`);

  // An invitation from the ranked matches, attributed too.
  const matches = page.getByRole('region', { name: 'Ranked matches' });
  const invite = matches.getByRole('button', { name: /^Invite / }).first();
  const invited = (await invite.textContent())!.replace(/^Invite /, '').trim();
  await invite.click();
  await expect(toast(page, 'Invitation sent')).toBeVisible();
  await expect(applications.getByRole('listitem').filter({ hasText: `Brian Mwangi invited ${invited}` })).toContainText('Invited');
  await expect(matches.getByRole('heading', { level: 3, name: invited, exact: true })).toBeFocused();

  // The brand's record names each act, newest first.
  const { actions } = await callApi(request, brand, 'get', 'brand/partners');
  expect(actions.slice(0, 2).map((a: { action: string }) => a.action)).toEqual([
    `invited ${invited} to “${SEED_CAMPAIGNS.kahawaRecruiting.title}”`, `accepted ${MUTUA.name}’s application to “${SEED_CAMPAIGNS.kahawaRecruiting.title}”`,
  ]);
});

test('a partner writes a client’s campaign in the full wizard, with a deliverable and a paid usage right, submits it, and edits it again when changes are asked for', async ({ page, request }) => {
  test.setTimeout(90_000);
  const TITLE = 'Kahawa Hills sunrise espresso';
  await openAs(page, partner, `/partner?client=${KAHAWA.id}`);
  // Blank is the default start; the wizard opens on the partner's own page for the client, said on the page.
  await expect(page.getByLabel('Start from')).toHaveValue('');
  await page.getByRole('button', { name: 'Write the campaign' }).click();
  await expect(page).toHaveURL(new RegExp(`/partner/new-campaign/${KAHAWA.id}$`));
  // The wizard's code loads with the page: its heading takes the focus on the first opening (WCAG 2.4.3).
  await expect(page.getByRole('heading', { level: 1, name: 'New campaign' })).toBeFocused();
  await expect(page.getByRole('main')).toContainText(`For ${KAHAWA.company}`);
  await expectNoAxeViolations(page, '/partner/new-campaign/:brandId (the wizard)');

  await page.getByLabel('Campaign title').fill(TITLE);
  await page.getByLabel('Brief', { exact: true }).fill('Film your first espresso of the day with Kahawa Hills beans, roasted in Nyeri.');
  await page.getByLabel('Objective').selectOption({ label: 'Awareness' });
  const goal = page.getByRole('group', { name: 'Goal 1' });
  await goal.getByLabel('Metric').selectOption({ label: 'Reach' });
  await goal.getByLabel('Target').fill('40000');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(stepHeading(page, 2, 'Budget')).toBeFocused();
  await page.getByLabel('Total budget (KES)').fill('120000');
  await page.getByLabel('Minimum fee per creator (KES)').fill('10000');
  await page.getByLabel('Maximum fee per creator (KES)').fill('20000');
  await page.getByLabel('Creator slots').fill('4');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(stepHeading(page, 3, 'Audience')).toBeFocused();
  await fillAudience(page);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(stepHeading(page, 4, 'Deliverables')).toBeFocused();

  // One reel, with paid ads for two months in Kenya on top of the default organic reposts.
  const deliverable = page.getByRole('group', { name: 'Deliverable 1' });
  await deliverable.getByLabel('Platform').selectOption({ label: 'Instagram' });
  await deliverable.getByLabel('Type').selectOption({ label: 'Reel' });
  await deliverable.getByRole('button', { name: 'Add a usage right to deliverable 1' }).click();
  const ads = deliverable.getByRole('group', { name: 'Usage right 2' });
  await expect(ads.getByLabel(`Where ${KAHAWA.company} may use it`)).toHaveValue('paid_ads');
  await ads.getByLabel('Days or months').selectOption({ label: 'Months' });
  await ads.getByLabel('How long').fill('2');
  await ads.getByLabel('Price (KES)').fill('3000');
  await page.getByLabel('Start date').fill(day(10));
  await page.getByLabel('End date').fill(day(40));
  // Saving gives the draft its address on the partner's page for it, at the step it was saved on.
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(toast(page, 'Draft saved')).toBeVisible();
  await expect(page).toHaveURL(/\/partner\/campaigns\/[^/?]+\?step=deliverables$/);
  const id = new URL(page.url()).pathname.split('/').pop()!;
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(stepHeading(page, 5, 'Links')).toBeFocused();
  await page.getByLabel('Landing page URL').fill('https://kahawahills.example.co.ke/espresso');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(stepHeading(page, 6, 'Review')).toBeFocused();
  await expect(page.getByRole('main')).toContainText('Priced at KES 3,000, part of the fee.');
  await page.getByRole('button', { name: 'Submit for review' }).click();
  await expect(toast(page, 'Submitted for review')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/partner/campaigns/${id}$`));
  await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('Brian Mwangi submitted for review for the brand');

  // The brief is the client's, with the deliverable's rights as written; the brand's record names each act.
  const stored = await callApi(request, brand, 'get', `campaigns/${id}`);
  expect(stored).toMatchObject({ brandId: KAHAWA.id, status: 'pending_review', startDate: day(10), endDate: day(40) });
  expect(stored.deliverables).toEqual([{ platform: 'instagram', type: 'reel', quantity: 1, dueDays: expect.any(Number), rights: [
    { use: 'organic', duration: 30, unit: 'days', countries: ['KE'], price: 0 },
    { use: 'paid_ads', duration: 2, unit: 'months', countries: ['KE'], price: 300_000 },
  ] }]);
  const { actions } = await callApi(request, brand, 'get', 'brand/partners');
  expect(actions.slice(0, 3).map((a: { action: string }) => a.action)).toEqual(['submitted for review', 'edited', 'drafted']);

  // The Sauti team asks for changes: the partner edits and resubmits in the wizard from the campaign's page.
  const admin = await signInViaApi(request, SEED.admin);
  await callApi(request, admin, 'post', `admin/campaigns/${id}/request-changes`, { notes: 'Say which roast the espresso uses.' });
  await page.reload();
  await page.getByRole('link', { name: 'Edit and resubmit' }).click();
  await expect(page).toHaveURL(new RegExp(`/partner/campaigns/${id}\\?step=basics$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Edit campaign' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('Say which roast the espresso uses.');
  await expectNoAxeViolations(page, '/partner/campaigns/:id?step=basics (changes requested)');
  const DARK = 'Film your first espresso of the day with Kahawa Hills dark roast, roasted in Nyeri.';
  await page.getByLabel('Brief', { exact: true }).fill(DARK);
  // Saved, left and opened again, the wizard starts from what was saved, and the page shows it as a draft again.
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(toast(page, 'Draft saved')).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/partner/campaigns/${id}$`));
  await expect(page.getByRole('main')).toContainText('Draft');
  await page.getByRole('link', { name: 'Continue editing' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit campaign' })).toBeFocused();
  await expect(page.getByLabel('Brief', { exact: true })).toHaveValue(DARK);
  for (const [n, title] of [[2, 'Budget'], [3, 'Audience'], [4, 'Deliverables'], [5, 'Links'], [6, 'Review']] as const) {
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(stepHeading(page, n, title)).toBeFocused();
  }
  await page.getByRole('button', { name: 'Submit for review' }).click();
  await expect(toast(page, 'Submitted for review')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/partner/campaigns/${id}$`));
  await expect(page.getByRole('main')).toContainText('Pending review');
  await expect(page.getByRole('button', { name: 'Submit for review' })).toHaveCount(0);
  expect(await callApi(request, brand, 'get', `campaigns/${id}`)).toMatchObject({ status: 'pending_review', brief: expect.stringContaining('dark roast') });
});

test('without "Manage campaigns" the partner is told so on the page, not after writing: no wizard, no form on the home', async ({ page, request }) => {
  const CANNOT = `${KAHAWA.company} has not allowed you to manage its campaigns, so you cannot write or edit them.`;
  await callApi(request, brand, 'patch', 'brand/partners/pcl-partner-kahawa', { manageCampaigns: false });
  try {
    await openAs(page, partner, `/partner?client=${KAHAWA.id}`);
    await expect(page.getByRole('main')).toContainText(CANNOT);
    await expect(page.getByRole('button', { name: 'Write the campaign' })).toHaveCount(0);
    // A bookmark to the wizard opens the reason, not the wizard.
    await openAs(page, partner, `/partner/new-campaign/${KAHAWA.id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'New campaign' })).toBeVisible();
    await expect(page.getByRole('main')).toContainText(CANNOT);
    await expect(page.getByRole('button', { name: 'Save draft' })).toHaveCount(0);
    await expectNoAxeViolations(page, '/partner/new-campaign/:brandId (no "Manage campaigns")');
    // The client's campaign itself, which the API now refuses, says why instead of an error.
    await openAs(page, partner, `/partner/campaigns/${SEED_CAMPAIGNS.kahawaRecruiting.id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'You cannot open this campaign' })).toBeVisible();
    await expect(page.getByRole('main')).toContainText('This brand has not allowed you to manage its campaigns.');
    await expect(page.getByRole('link', { name: 'Back to your clients' })).toBeVisible();
    await expectNoAxeViolations(page, '/partner/campaigns/:id (refused: no "Manage campaigns")');
  } finally {
    await callApi(request, brand, 'patch', 'brand/partners/pcl-partner-kahawa', { manageCampaigns: true });
  }
});

test('a copy the partner cannot use starts a blank campaign, and the wizard says so', async ({ page }) => {
  await openAs(page, partner, `/partner/new-campaign/${KAHAWA.id}?from=cmp-no-such-campaign`);
  await expect(page.getByRole('heading', { level: 1, name: 'New campaign' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('The campaign you chose to copy could not be used, so this one starts blank.');
  await expect(page.getByLabel('Brief', { exact: true })).toHaveValue('');
});
