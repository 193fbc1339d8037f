import { baseURL } from '../playwright.config.ts';
import { expect, test } from './fixtures.ts';
import { advanceServerClock, callApi, openAs, resetData, signInViaApi, type ApiSession } from './support/api.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { SEED_CREATORS } from './support/seed.ts';

// Kahawa Hills' recruiting campaign runs 11 Jan–12 Mar 2027; its template is a YouTube video due in 21 days and two
// Instagram reels due in 14. Mutua is accepted today, weeks before it starts.
const CAMPAIGN_STARTS = Date.parse('2027-01-11T00:00:00+03:00');
const VIDEO = 'Deliverable 1: YouTube video';

let contractId: string;
let mutua: ApiSession;
test.describe.configure({ mode: 'serial' });
test.beforeAll(resetData);
test.beforeAll(async ({ playwright }) => {
  const request = await playwright.request.newContext({ baseURL });
  const kahawa = await signInViaApi(request, 'brand-kahawa@sauti.test');
  mutua = await signInViaApi(request, SEED_CREATORS.mutua.email);
  contractId = ((await callApi(request, kahawa, 'post', 'applications/app-kahawa-recruiting-mutua/accept')) as { contract: { id: string } }).contract.id;
  // The video is drafted and approved ahead of the start, which is allowed: only going live waits for it.
  const { items } = (await callApi(request, mutua, 'get', `contracts/${contractId}/deliverables`)) as { items: { id: string }[] };
  await callApi(request, mutua, 'post', `deliverables/${items[0]!.id}/submissions`, { url: 'https://drafts.example.com/video', caption: 'Harvest story' });
  const approved = await request.post(`/api/deliverables/${items[0]!.id}/approve`, { headers: { Authorization: `Bearer ${kahawa.token}`, 'Idempotency-Key': `e2e-approve-${items[0]!.id}` } });
  expect(approved.ok(), await approved.text()).toBe(true);
  await request.dispose();
});

test('deliverables accepted before the campaign starts fall due inside its timeline', async ({ page }) => {
  await openAs(page, mutua, `/influencer/contracts/${contractId}`);
  // 11 Jan + 21 days and + 14 days, in Nairobi time; before, they fell due in December, before the campaign began.
  await expect(page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: VIDEO, exact: true }) })).toContainText('1 Feb');
  for (const reel of ['Deliverable 2: Instagram reel', 'Deliverable 3: Instagram reel']) {
    await expect(page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: reel, exact: true }) })).toContainText('25 Jan');
  }
});

test('a live link before the campaign starts is refused with the reason at the field; from the start day it is taken', async ({ page }) => {
  await openAs(page, mutua, `/influencer/contracts/${contractId}`);
  const video = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: VIDEO, exact: true }) });
  await video.getByLabel('Live post link').fill('https://www.youtube.com/watch?v=harvest');
  await video.getByRole('button', { name: 'Save live link' }).click();
  await expect(video.getByText('This campaign starts on 11 January 2027, so its posts cannot go live before then. Publish the post and add its link from that day.')).toBeVisible();
  await expect(video.getByLabel('Live post link')).toBeFocused();
  await expect(video.getByLabel('Live post link')).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page, '/influencer/contracts/{id} (live link refused before the start)');

  // The server's clock moves to the start day (sessions last 7 days, so Mutua signs in again there).
  await advanceServerClock(page.request, Math.max(0, CAMPAIGN_STARTS - Date.now()));
  const again = await signInViaApi(page.request, SEED_CREATORS.mutua.email);
  await openAs(page, again, `/influencer/contracts/${contractId}`);
  await video.getByLabel('Live post link').fill('https://www.youtube.com/watch?v=harvest');
  await video.getByRole('button', { name: 'Save live link' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Live link saved.' })).toBeVisible();
  await expect(video).toContainText('Live');
});
