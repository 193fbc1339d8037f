import type { APIRequestContext, Page } from '@playwright/test';
import { baseURL } from '../playwright.config.ts';
import { expect, SEED, test } from './fixtures.ts';
import { resetData, signInViaApi, type ApiSession } from './support/api.ts';
import { AxeSweep, COMBOS, comboName, onDiagonal, useCombo, type Combo } from './support/axe.ts';
import { SEED_BRANDS, SEED_CAMPAIGNS as C, SEED_CONTRACTS, SEED_CREATORS } from './support/seed.ts';
import { stepHeading } from './support/wizard.ts';

const dialog = (page: Page, name: string | RegExp) => page.getByRole('dialog', { name });
let disputeId = '';
let packageContractId = '';

/** The seed has no dispute, so one is opened through the API: Chebet sends a draft, then disputes it. */
async function openSeedDispute(request: APIRequestContext): Promise<string> {
  const chebet = await signInViaApi(request, SEED_CREATORS.chebet.email);
  const headers = { Authorization: `Bearer ${chebet.token}` };
  const deliverable = 'dlv-duka-in-progress-chebet-1';
  const draft = await request.post(`/api/deliverables/${deliverable}/submissions`, { headers, data: { url: 'https://drafts.example.com/a11y', caption: 'Draft' } });
  expect(draft.ok(), await draft.text()).toBe(true);
  const opened = await request.post(`/api/deliverables/${deliverable}/disputes`, {
    headers: { ...headers, 'Idempotency-Key': 'a11y-sweep-dispute' },
    data: { reason: 'The brand has not answered my questions about the script for two weeks.' },
  });
  expect(opened.ok(), await opened.text()).toBe(true);
  return ((await opened.json()) as { dispute: { id: string } }).dispute.id;
}

/**
 * Issue 24: the seed has no contract made by buying a package, so Duka books Wairimu's; and Mutua asks to show his
 * second Kahawa post, so Kahawa's contract page shows a request to answer.
 */
async function bookAndAsk(request: APIRequestContext): Promise<string> {
  const duka = await signInViaApi(request, SEED.brand);
  const bought = await request.post('/api/packages/pkg-wairimu-1/purchase', {
    headers: { Authorization: `Bearer ${duka.token}`, 'Idempotency-Key': 'a11y-sweep-package' }, data: { landingUrl: 'https://duka.example/shop', version: 1 },
  });
  expect(bought.ok(), await bought.text()).toBe(true);
  const mutua = await signInViaApi(request, SEED_CREATORS.mutua.email);
  const asked = await request.post('/api/deliverables/dlv-kahawa-completed-mutua-2/past-work', { headers: { Authorization: `Bearer ${mutua.token}` } });
  expect(asked.ok(), await asked.text()).toBe(true);
  return ((await bought.json()) as { contract: { id: string } }).contract.id;
}

test.beforeAll(async ({ playwright }) => {
  await resetData();
  const request = await playwright.request.newContext({ baseURL });
  disputeId = await openSeedDispute(request);
  packageContractId = await bookAndAsk(request);
  await request.dispose();
});

/** Signs the page in as `email` (through the real API, stored as the app stores it); the combo's init script stays. */
async function signIn(page: Page, email: string): Promise<ApiSession> {
  const session = await signInViaApi(page.request, email);
  await page.goto('/api/health');
  await page.evaluate((s) => localStorage.setItem('user', JSON.stringify(s)), session);
  return session;
}

const brandPaths = () => [
  '/brand', '/brand/campaigns/new', `/brand/campaigns/${C.dukaDraft.id}`, `/brand/campaigns/${C.dukaDraft.id}/edit`,
  `/brand/campaigns/${C.dukaChanges.id}`, `/brand/campaigns/${C.dukaRecruiting.id}`, `/brand/campaigns/${C.dukaInProgress.id}`,
  `/brand/campaigns/${C.dukaInProgress.id}/analytics`, `/brand/contracts/${SEED_CONTRACTS.dukaWairimu.id}`,
  `/brand/contracts/${SEED_CONTRACTS.dukaChebet.id}`, '/brand/analytics', '/brand/balance', '/brand/profile', '/brand/settings', '/upgrade',
  // Duka's seeded receipts: SR-2026-000004 is the launch of its campaign in progress.
  '/brand/receipts', '/brand/receipts/SR-2026-000004',
  // Conversations (issue 23): the list and the thread with Wairimu, whose contract is funded.
  '/messages', '/messages/app-duka-in-progress-wairimu',
  // A contract made by buying a package (issue 24): its terms wait for the creator's acceptance.
  `/brand/contracts/${packageContractId}`,
];
/** Amina (not verified) first, then Wairimu, who has a contract, earnings and a verified badge. */
const aminaPaths = ['/influencer', '/influencer/verification', `/influencer/campaigns/${C.dukaRecruiting.id}`, '/influencer/earnings', '/influencer/statements', '/influencer/performance', '/influencer/profile', '/influencer/settings', '/upgrade'];
const wairimuPaths = () => [
  '/influencer', '/influencer/verification', `/influencer/campaigns/${C.kahawaRecruiting.id}`, `/influencer/contracts/${SEED_CONTRACTS.dukaWairimu.id}`, '/influencer/earnings', '/influencer/performance',
  '/messages', '/messages/app-duka-in-progress-wairimu',
  // Her profile with the package editor, and the contract Duka made by booking her package, its terms to accept (issue 24).
  '/influencer/profile', `/influencer/contracts/${packageContractId}`,
];
// The seed's partner works for Kahawa: one of its campaigns and its contracts' deliverables (issue 25).
// Its client's conversations and one thread, and the recruiting campaign's applications and matches to invite.
// The campaign wizard for the client: blank, a copy of one of its briefs, and a copy it cannot use (said in one line).
// A campaign past its draft opens the view that says why the wizard does not, the view a partner without "Manage
// campaigns" sees (that one is checked in partner-work.spec.ts, which turns the permission off and on again).
const partnerPaths = [
  '/partner', '/partner?client=acc-kahawa', `/partner/campaigns/${C.kahawaRecruiting.id}`, '/partner/contracts/ctr-kahawa-completed-mutua',
  '/partner/new-campaign/acc-kahawa', `/partner/new-campaign/acc-kahawa?from=${C.kahawaCompleted.id}`,
  '/partner/new-campaign/acc-kahawa?from=cmp-no-such-campaign', `/partner/campaigns/${C.kahawaRecruiting.id}?step=basics`,
  '/partner/conversations/acc-kahawa', '/partner/messages/app-kahawa-recruiting-mutua', '/partner/profile', '/partner/settings', '/upgrade', '/referrals',
];
const adminPaths = () => [
  '/admin', '/admin/campaigns', `/admin/campaigns/${C.zuriReview.id}`, '/admin/verifications', '/admin/inbox', '/admin/inbox/accounts',
  '/admin/inbox/applications', '/admin/inbox/contacts', '/admin/inbox/surveys', '/admin/ledger', '/admin/reconciliation', '/admin/receipts',
  '/admin/disputes', `/admin/disputes/${disputeId}`, '/admin/profile', '/admin/settings',
  // The disputed contract's conversation, which an admin reads while the dispute is open.
  '/messages/app-duka-in-progress-chebet',
];

/** The settings page's confirm dialog and the account menu, open (every signed-in page shares the menu). */
async function chromeStates(page: Page, sweep: AxeSweep, role: string) {
  await sweep.open(`/${role}/settings`);
  await page.getByRole('button', { name: 'Delete account…' }).click();
  await expect(dialog(page, 'Delete your account?')).toBeVisible();
  await sweep.check(`/${role}/settings (confirm dialog open)`);
  await page.keyboard.press('Escape');
  const account = page.getByRole('button', { name: /^Account menu for / });
  await account.click();
  await expect(account).toHaveAttribute('aria-expanded', 'true');
  await sweep.check(`/${role}/settings (account menu open)`);
  await page.keyboard.press('Escape');
}

/** One test per role group and combo: signs in once per role, visits the routes (diagonal combos only), then the states. */
function sweepTest(combo: Combo, title: string, run: (page: Page, sweep: AxeSweep, routes: boolean) => Promise<void>) {
  test(`accessibility sweep: ${title} (${comboName(combo)}${onDiagonal(combo) ? '' : ', states only'})`, async ({ page }) => {
    test.setTimeout(onDiagonal(combo) ? 150_000 : 60_000);
    await useCombo(page, combo);
    const sweep = new AxeSweep(page, combo);
    await run(page, sweep, onDiagonal(combo));
  });
}

// Routes in light @ 1280 and dark @ 320; the states in all four combos (why: ROUTE_COMBOS in support/axe.ts).
for (const combo of COMBOS) {
  sweepTest(combo, 'brand pages, the wizard with errors, a confirm dialog and the account menu', async (page, sweep, routes) => {
    await signIn(page, SEED.brand);
    if (routes) for (const path of brandPaths()) await sweep.visit(path);
    await sweep.open('/brand/campaigns/new');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('Use at least 3 characters for the title.')).toBeVisible();
    await sweep.check('/brand/campaigns/new (errors shown)');
    // A deliverable's usage rights (issue 24), a second one added and one in error.
    await sweep.open(`/brand/campaigns/${C.dukaDraft.id}/edit?step=deliverables`);
    const reel = page.getByRole('group', { name: 'Deliverable 1' });
    await reel.getByRole('button', { name: 'Add a usage right to deliverable 1' }).click();
    await reel.getByRole('group', { name: 'Usage right 2' }).getByLabel('How long').fill('0');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(reel.getByText('The duration must be 1 to 365 days.')).toBeVisible();
    await sweep.check(`/brand/campaigns/${C.dukaDraft.id}/edit (usage rights, an error shown)`);
    await chromeStates(page, sweep, 'brand');
    // Past work (issue 24): Kahawa answers Mutua's request where it reviewed his work.
    await signIn(page, SEED_BRANDS.kahawa.email);
    await sweep.open('/brand/contracts/ctr-kahawa-completed-mutua');
    await expect(page.getByRole('button', { name: 'Agree to show deliverable 2' })).toBeVisible();
    await sweep.check('/brand/contracts/ctr-kahawa-completed-mutua (past work to answer)');
  });

  sweepTest(combo, 'influencer pages, the verification and application forms with errors', async (page, sweep, routes) => {
    await signIn(page, SEED.influencer);
    if (routes) for (const path of aminaPaths) await sweep.visit(path);
    await sweep.open('/influencer/verification');
    await page.getByRole('button', { name: 'Submit for verification' }).click();
    await expect(page.getByRole('main').locator('[aria-invalid="true"]').first()).toBeVisible();
    await sweep.check('/influencer/verification (errors shown)');
    await signIn(page, SEED_CREATORS.wairimu.email);
    if (routes) for (const path of wairimuPaths()) await sweep.visit(path);
    await sweep.open(`/influencer/campaigns/${C.kahawaRecruiting.id}`);
    const apply = page.getByRole('region', { name: 'Apply to this campaign' });
    await apply.getByRole('button', { name: 'Send application' }).click();
    await expect(apply.getByText('Enter a fee greater than zero.')).toBeVisible();
    await expect(apply.getByText('Tick the box to accept the usage terms.')).toBeVisible();
    await sweep.check(`/influencer/campaigns/${C.kahawaRecruiting.id} (usage terms, application errors shown)`);
    // The phone and notice settings (issue 23) with their errors shown.
    await sweep.open('/influencer/settings');
    await page.getByRole('region', { name: 'Phone for SMS and WhatsApp' }).getByRole('button', { name: 'Send code' }).click();
    const notices = page.getByRole('region', { name: 'Notices' });
    await notices.getByRole('checkbox', { name: 'News and offers from Sauti by Email' }).check();
    await notices.getByRole('checkbox', { name: 'Hold SMS and WhatsApp notices during quiet hours' }).check();
    await notices.getByRole('button', { name: 'Save notice settings' }).click();
    await expect(notices.getByText('Tick the consent box to get news and offers from Sauti.')).toBeVisible();
    await sweep.check('/influencer/settings (phone and notice errors shown)');
    // The package editor (issue 24): a new package sent empty, with the API's errors on their fields.
    await sweep.open('/influencer/profile');
    await page.getByRole('button', { name: 'New package' }).click();
    await page.getByRole('button', { name: 'Add a usage right to line 1' }).click();
    await page.getByRole('button', { name: 'Save package' }).click();
    await expect(page.getByText('Use at least 3 characters for the title.')).toBeVisible();
    await sweep.check('/influencer/profile (package form, errors shown)');
    // Past work (issue 24): Mutua's completed contract, one post shown and one asked for.
    await signIn(page, SEED_CREATORS.mutua.email);
    await sweep.open('/influencer/contracts/ctr-kahawa-completed-mutua');
    await expect(page.getByRole('button', { name: 'Withdraw deliverable 2' })).toBeVisible();
    await sweep.check('/influencer/contracts/ctr-kahawa-completed-mutua (past work asked)');
    // An invitation with its usage rights, and the invited campaign's terms with the box to accept them (issue 24).
    await signIn(page, SEED_CREATORS.chebet.email);
    await sweep.open('/influencer');
    await expect(page.getByRole('region', { name: 'Invitations' })).toContainText('Usage rights:');
    await sweep.check('/influencer (an invitation with its usage rights)');
    await sweep.open(`/influencer/campaigns/${C.dukaRecruiting.id}`);
    await page.getByRole('region', { name: 'Accept the invitation' }).getByRole('checkbox', { name: 'I accept these usage terms' }).check();
    await sweep.check(`/influencer/campaigns/${C.dukaRecruiting.id} (the invitation's usage terms, accepted)`);
  });

  sweepTest(combo, 'partner and admin pages, a decision dialog with its error, a confirm dialog', async (page, sweep, routes) => {
    await signIn(page, SEED.partner);
    if (routes) for (const path of partnerPaths) await sweep.visit(path);
    // The wizard for a client (issue 25): a copy of its brief, its title still to write, the error shown; then the
    // copied deliverables with their usage rights.
    await sweep.open(`/partner/new-campaign/acc-kahawa?from=${C.kahawaCompleted.id}`);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('Use at least 3 characters for the title.')).toBeVisible();
    await sweep.check('/partner/new-campaign/acc-kahawa?from= (errors shown)');
    await page.getByLabel('Campaign title').fill('Kahawa Hills harvest, again');
    for (const [n, title] of [[2, 'Budget'], [3, 'Audience'], [4, 'Deliverables']] as const) {
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(stepHeading(page, n, title)).toBeFocused();
    }
    await sweep.check('/partner/new-campaign/acc-kahawa?from= (the copied deliverables and usage rights)');
    await signIn(page, SEED.admin);
    if (routes) for (const path of adminPaths()) await sweep.visit(path);
    await sweep.open(`/admin/campaigns/${C.zuriReview.id}`);
    await page.getByRole('button', { name: 'Request changes' }).click();
    const decision = dialog(page, /Request changes/);
    await decision.getByRole('button', { name: 'Request changes' }).click();
    await expect(decision.getByRole('alert')).toBeVisible();
    await sweep.check(`/admin/campaigns/${C.zuriReview.id} (decision dialog, error shown)`);
    await chromeStates(page, sweep, 'admin');
  });
}
