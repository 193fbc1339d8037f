import type { Browser, Page } from '@playwright/test';
import { expect, SEED, test } from './fixtures.ts';
import { openAs, resetData, signInViaApi, type ApiSession } from './support/api.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { SEED_BRANDS, SEED_CAMPAIGNS, SEED_CONTRACTS, SEED_CREATORS, SEED_DUKA_RECRUITING } from './support/seed.ts';

/** Wairimu's application to Duka Fresh's campaign in progress: its contract is funded. */
const FUNDED = 'app-duka-in-progress-wairimu';
const UNFUNDED = SEED_DUKA_RECRUITING.applications.wambui.id;

/** A page of its own (a separate browser context: its own storage, so its own session) signed in as `session`. */
async function pageFor(browser: Browser, session: ApiSession, path: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await openAs(page, session, path);
  return page;
}

const composer = (page: Page) => page.getByRole('textbox', { name: 'Message', exact: true });
const thread = (page: Page) => page.getByRole('list', { name: 'Messages' });
const topBarLink = (page: Page, name: string) => page.getByRole('banner').getByRole('link', { name, exact: true });

async function send(page: Page, text: string) {
  await composer(page).fill(text);
  await page.getByRole('button', { name: 'Send', exact: true }).click();
}

test.beforeEach(resetData);

test('a brand and a creator exchange messages in two pages, each seeing the other’s appear without a reload, the list updating in place', async ({ browser, request }) => {
  test.slow();
  const brand = await signInViaApi(request, SEED.brand);
  const creator = await signInViaApi(request, SEED_CREATORS.wairimu.email);
  // The brand comes to the thread from the contract page; the creator waits on her conversations.
  const brandPage = await pageFor(browser, brand, `/brand/contracts/${SEED_CONTRACTS.dukaWairimu.id}`);
  await brandPage.getByRole('link', { name: 'Messages about this contract' }).click();
  await expect(brandPage).toHaveURL(new RegExp(`/messages/${FUNDED}$`));
  await expect(brandPage.getByRole('heading', { level: 1, name: SEED_CREATORS.wairimu.name })).toBeVisible();
  await expect(brandPage.getByText('The contract is funded: you may share contact details now.')).toBeVisible();

  const creatorPage = await pageFor(browser, creator, '/influencer');
  await creatorPage.getByRole('navigation').getByRole('link', { name: 'Messages', exact: true }).first().click();
  await expect(creatorPage.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
  await expect(topBarLink(creatorPage, 'Messages')).toBeVisible();
  await expectNoAxeViolations(creatorPage, 'the conversations page');

  // The newest activity first: her application to the recruiting campaign, before this message.
  const rows = creatorPage.getByRole('list', { name: 'Conversations' }).getByRole('listitem');
  await expect(rows.first()).toContainText(SEED_CAMPAIGNS.dukaRecruiting.title);
  const loadsBefore = { brand: 0, creator: 0 };
  brandPage.on('load', () => loadsBefore.brand++);
  creatorPage.on('load', () => loadsBefore.creator++);
  // The list changes in place from the live notice: its page of conversations is not fetched again.
  let listFetches = 0;
  creatorPage.on('request', (req) => {
    if (new URL(req.url()).pathname.endsWith('/api/conversations')) listFetches++;
  });

  await send(brandPage, 'Hi Mercy, is Friday still good for the reel?');
  await expect(thread(brandPage).getByText('Hi Mercy, is Friday still good for the reel?')).toBeVisible();
  await expect(composer(brandPage)).toHaveValue('');

  // The creator's top bar and list update by themselves.
  await expect(topBarLink(creatorPage, 'Messages, 1 unread')).toBeVisible();
  const row = creatorPage.getByRole('list', { name: 'Conversations' }).getByRole('link', { name: `${SEED_BRANDS.duka.company}, 1 unread message` });
  await expect(row).toBeVisible();
  // Moved to the top, with the new message as its last.
  await expect(rows.first()).toContainText(SEED_CAMPAIGNS.dukaInProgress.title);
  await expect(rows.first()).toContainText('Hi Mercy, is Friday still good for the reel?');
  await expect(rows.first().getByRole('link')).toHaveAccessibleName(`${SEED_BRANDS.duka.company}, 1 unread message`);
  expect(listFetches).toBe(0);
  await row.click();
  await expect(thread(creatorPage).getByText('Hi Mercy, is Friday still good for the reel?')).toBeVisible();
  // Reading it clears the count.
  await expect(topBarLink(creatorPage, 'Messages')).toBeVisible();
  await expectNoAxeViolations(creatorPage, 'a conversation');

  await send(creatorPage, 'Yes, Friday at noon works. I will send the draft on Thursday.');
  const reply = thread(brandPage).getByText('Yes, Friday at noon works. I will send the draft on Thursday.');
  await expect(reply).toBeVisible();
  // Announced politely to screen readers on the brand's page.
  await expect(brandPage.getByRole('status').filter({ hasText: `New message from ${SEED_CREATORS.wairimu.name}` })).toContainText('Yes, Friday at noon works.');

  await send(brandPage, 'Perfect, thank you.');
  await expect(thread(creatorPage).getByText('Perfect, thank you.')).toBeVisible();
  expect(loadsBefore).toEqual({ brand: 0, creator: 0 });
  await expectNoAxeViolations(brandPage, 'a conversation with messages');
});

test('a message with a phone number before the contract is funded is held, and the composer says why', async ({ browser, request }) => {
  const brand = await signInViaApi(request, SEED.brand);
  // From the campaign's applications: the brand writes to a creator who has only applied.
  const page = await pageFor(browser, brand, `/brand/campaigns/${SEED_DUKA_RECRUITING.id}`);
  await page.getByRole('link', { name: `Message ${SEED_CREATORS.wambui.name}` }).click();
  await expect(page).toHaveURL(new RegExp(`/messages/${UNFUNDED}$`));
  await expect(page.getByText('Until the contract is funded, keep phone numbers, email addresses and payment details out of your messages')).toBeVisible();

  await send(page, 'Call me on 0712 345 678 and we can agree the fee.');
  const error = page.getByRole('alert').filter({ hasText: 'This message was not sent' });
  await expect(error).toContainText('The escrow protects both sides only while the deal stays on Sauti');
  await expect(error).toContainText('Remove a phone number (“0712 345 678”).');
  await expect(composer(page)).toBeFocused();
  await expect(composer(page)).toHaveAttribute('aria-invalid', 'true');
  // The draft stays to be mended, and nothing was sent.
  await expect(composer(page)).toHaveValue('Call me on 0712 345 678 and we can agree the fee.');
  await expect(page.getByText('No messages yet.')).toBeVisible();
  await expectNoAxeViolations(page, 'a held message');

  await send(page, 'Thanks for applying! Can you do two reels for KES 30,000?');
  await expect(thread(page).getByText('Thanks for applying! Can you do two reels for KES 30,000?')).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'This message was not sent' })).toBeHidden();
});
