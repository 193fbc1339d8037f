import { and, eq } from 'drizzle-orm';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import type { Campaign } from '../../src/domain/campaign-types.ts';
import type { Payment } from '../../src/domain/money-types.ts';
import type { PartnerClient } from '../../src/domain/partner-types.ts';
import { deliverables, partnerActions, partnerClients, subscriptions } from '../../mock-server/db/schema/index.ts';
import { startLaunchPayment } from '../../mock-server/money/launch-payment.ts';
import { accountById } from '../../mock-server/people/accounts.ts';
import { ledgerNames } from '../../mock-server/money/ledger-names.ts';
import { CHOOSE_CLIENT, NOT_A_CLIENT } from '../../mock-server/partners/acting.ts';
import { ACCOUNT_WRITE_LIMITS } from '../../mock-server/rate-limits.ts';
import { NOTHING_TO_CHANGE } from '../../mock-server/routes/partners.ts';
import { approvedCampaign, ledgerRows, newKey, noticesOf, paymentRows, ZURI } from './money-support.ts';
import { as, makeServer, SEEDED } from './support.ts';

type Server = Awaited<ReturnType<typeof makeServer>>;

/** A complete brief on the fake clock's day (2026-01-05, EAT), as tests/mock-server/campaigns.test.ts has it. */
const FULL = {
  title: 'Duka Fresh back-to-school drive',
  brief: 'Show Nairobi parents how Duka Fresh delivers school snacks in under an hour.',
  objective: 'awareness', goals: [{ metric: 'reach', target: 200_000 }],
  currency: 'KES', budgetTotal: 5_000_000, feeMin: 500_000, feeMax: 1_000_000, slots: 5,
  audience: { countries: ['KE'], ageBands: ['25-34'], genders: ['female', 'male'] },
  niches: ['Food'], platforms: ['instagram'], followerBand: 'micro',
  deliverables: [{ platform: 'instagram', type: 'reel', quantity: 1, dueDays: 14 }],
  startDate: '2026-02-02', endDate: '2026-03-02', maxRevisions: 2, landingUrl: 'https://dukafresh.co.ke/shule', whatsappNumber: '0712 345 678',
};
const WAIRIMU = 'creator-wairimu@sauti.test';
const DELIVERABLE = 'dlv-duka-in-progress-wairimu-1';

/** The seeded partner and the seeded brand (Duka, not yet its client), signed in. */
async function people(server: Server) {
  const partner = as(server, await server.signIn(SEEDED.partner));
  const brand = as(server, await server.signIn(SEEDED.brand));
  return { partner, brand };
}

/** The partner invites Duka and Duka accepts: the link as accepted. */
async function dukaIsClient(server: Server) {
  const { partner, brand } = await people(server);
  const invited = (await partner.post('/partner/clients', { email: SEEDED.brand }).expect(201)).body as PartnerClient;
  const accepted = (await brand.post(`/brand/partners/${invited.id}/accept`).expect(200)).body as PartnerClient;
  return { partner, brand, link: accepted };
}

/** A POST that takes an Idempotency-Key (launch requests, approvals), as `who`. */
const keyed = (server: Server, who: ReturnType<typeof as>, url: string) => who.auth(request(server.app).post(`/api${url}`)).set('Idempotency-Key', newKey()).send({});

const actions = (server: Server, brandId: string) => server.db.select().from(partnerActions).where(eq(partnerActions.brandId, brandId)).orderBy(partnerActions.seq);

describe('partners invite client brands (issue 25)', () => {
  it('invites a brand by email: a notice and a mail to the brand, which accepts; the partner is told and sees it active', async () => {
    const server = await makeServer();
    const { partner, brand } = await people(server);
    const invited = await partner.post('/partner/clients', { email: ' Brand@Sauti.test ' });
    expect(invited.status, invited.text).toBe(201);
    expect(invited.body).toMatchObject({ email: SEEDED.brand, status: 'invited', brandId: null, partnerName: 'Brian Mwangi', partnerEmail: SEEDED.partner, manageCampaigns: true, reviewDeliverables: true, spendingLimit: 0 });
    expect(await noticesOf(server, 'acc-brand', 'partner_invited')).toHaveLength(1);
    expect(server.mailbox.messages(SEEDED.brand)[0]?.subject).toBe('Brian Mwangi invites you to work together on Sauti');
    const listed = (await brand.get('/brand/partners').expect(200)).body as { items: PartnerClient[] };
    expect(listed.items.map((c) => [c.id, c.status])).toEqual([[invited.body.id, 'invited']]);
    const accepted = await brand.post(`/brand/partners/${invited.body.id}/accept`).expect(200);
    expect(accepted.body).toMatchObject({ status: 'active', brandId: 'acc-brand', brandName: 'Duka Fresh', answeredAt: '2026-01-05T07:00:00.000Z' });
    expect(await noticesOf(server, 'acc-partner', 'partner_accepted')).toHaveLength(1);
    const mine = (await partner.get('/partner/clients').expect(200)).body as { items: PartnerClient[]; limit: number; used: number };
    expect(mine.items.map((c) => [c.email, c.status])).toEqual([['brand-zuri@sauti.test', 'active'], ['brand-kahawa@sauti.test', 'active'], [SEEDED.brand, 'active']]);
    expect([mine.limit, mine.used]).toEqual([10, 3]);
  });

  it('mails an email with no account yet; the brand that signs up with it finds the invitation', async () => {
    const server = await makeServer();
    const { partner } = await people(server);
    await partner.post('/partner/clients', { email: 'owner@new-brand.test' }).expect(201);
    expect(server.mailbox.messages('owner@new-brand.test')[0]?.text).toContain('Sign up as a brand with this email to answer.');
    // The seed's newcomer has an account but no role yet: invited, it becomes a brand and finds the invitation.
    await partner.post('/partner/clients', { email: SEEDED.newcomer }).expect(201);
    const newcomer = as(server, await server.signIn(SEEDED.newcomer));
    await newcomer.post('/profiles', { role: 'brand', fullName: 'Otieno Were', username: 'otieno_w', dob: '1985-02-02', country: 'KE' }).expect(201);
    const listed = (await newcomer.get('/brand/partners').expect(200)).body as { items: PartnerClient[] };
    expect(listed.items.map((c) => c.status)).toEqual(['invited']);
  });

  it('lets the brand decline, and the partner revoke an invitation; neither can be answered again (409)', async () => {
    const server = await makeServer();
    const { partner, brand } = await people(server);
    const first = (await partner.post('/partner/clients', { email: SEEDED.brand }).expect(201)).body as PartnerClient;
    expect((await brand.post(`/brand/partners/${first.id}/decline`).expect(200)).body.status).toBe('declined');
    expect((await brand.post(`/brand/partners/${first.id}/accept`).expect(409)).body.message).toBe('This invitation was declined.');
    const second = (await partner.post('/partner/clients', { email: SEEDED.brand }).expect(201)).body as PartnerClient;
    expect((await partner.post(`/partner/clients/${second.id}/revoke`).expect(200)).body.status).toBe('revoked');
    expect((await brand.post(`/brand/partners/${second.id}/accept`).expect(409)).body.message).toBe('This invitation was revoked.');
  });

  it('refuses a second open invitation to one brand (409), a creator\'s email (422), and another brand\'s invitation (404)', async () => {
    const server = await makeServer();
    const { partner, brand } = await people(server);
    const invited = (await partner.post('/partner/clients', { email: SEEDED.brand }).expect(201)).body as PartnerClient;
    expect((await partner.post('/partner/clients', { email: SEEDED.brand }).expect(409)).body.message).toBe('You have already invited this brand, or already work for it.');
    expect((await partner.post('/partner/clients', { email: SEEDED.influencer }).expect(422)).body.errors.email).toBeDefined();
    expect((await partner.post('/partner/clients', { email: 'not an email' }).expect(422)).body.errors.email).toEqual(['Enter a valid email address.']);
    const other = as(server, await server.signIn('brand-chama@sauti.test'));
    expect((await other.post(`/brand/partners/${invited.id}/accept`)).status).toBe(404);
    expect((await brand.post('/partner/clients', { email: 'x@y.test' })).status).toBe(403);
  });

  it('refuses an email longer than 254 characters (422), as sign-in does', async () => {
    const server = await makeServer();
    const { partner } = await people(server);
    const long = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(57)}.test`;
    expect(long.length).toBe(255);
    const refused = await partner.post('/partner/clients', { email: long });
    expect([refused.status, refused.body.errors?.email]).toEqual([422, ['Enter an email address of at most 254 characters.']]);
  });

  it('limits how many invitations a partner sends in an hour (429 with Retry-After), however many it revokes', async () => {
    const server = await makeServer();
    const { partner } = await people(server);
    for (let i = 0; i < ACCOUNT_WRITE_LIMITS.partnerInvite.perAccount; i += 1) {
      const invited = await partner.post('/partner/clients', { email: `owner-${i}@new-brand.test` });
      expect(invited.status, invited.text).toBe(201);
      await partner.post(`/partner/clients/${invited.body.id}/revoke`).expect(200);
    }
    const refused = await partner.post('/partner/clients', { email: 'one-more@new-brand.test' });
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/^You have sent many invitations in a short time\. Please try again in \d+ minutes?\.$/);
    expect(refused.headers['retry-after']).toBeDefined();
    // Another partner's count is its own.
    const other = await makeServer();
    expect((await as(other, await other.signIn(SEEDED.partner)).post('/partner/clients', { email: 'x@new-brand.test' })).status).toBe(201);
  });

  it('counts client brands against the partner\'s plan, invitations included: past the limit, 409 naming the plan and the way up', async () => {
    const server = await makeServer();
    const { partner } = await people(server);
    // The Partner plan allows 10; without it, the free tier allows 1 and the seed's partner has 2.
    await server.db.update(subscriptions).set({ status: 'ended' }).where(eq(subscriptions.accountId, 'acc-partner'));
    const refused = await partner.post('/partner/clients', { email: SEEDED.brand });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('The free tier allows 1 client brand at a time. Revoke an invitation or end work with a client, or move to Partner for up to 10 client brands.');
  });

  it('lets the brand remove its partner at any time: from then on the partner can do nothing for it (403)', async () => {
    const server = await makeServer();
    const { partner, brand, link } = await dukaIsClient(server);
    expect((await partner.get('/campaigns/mine?brandId=acc-brand').expect(200)).body.items.length).toBeGreaterThan(0);
    expect((await brand.post(`/brand/partners/${link.id}/remove`).expect(200)).body).toMatchObject({ status: 'removed', endedAt: '2026-01-05T07:00:00.000Z' });
    expect(await noticesOf(server, 'acc-partner', 'partner_removed')).toHaveLength(1);
    const refused = await partner.get('/campaigns/mine?brandId=acc-brand');
    expect([refused.status, refused.body.message]).toEqual([403, NOT_A_CLIENT]);
    expect((await partner.patch('/campaigns/cmp-duka-draft', { title: 'After removal' })).status).toBe(403);
    expect((await brand.post(`/brand/partners/${link.id}/remove`)).status).toBe(409);
  });
});

describe('a partner works on its client\'s campaigns through the brand\'s own routes (issue 25)', () => {
  it('drafts, edits and submits a campaign for the brand; each record names who acted on whose behalf', async () => {
    const server = await makeServer();
    const { partner, brand } = await dukaIsClient(server);
    const draft = await partner.post('/campaigns', { ...FULL, brandId: 'acc-brand' });
    expect(draft.status, draft.text).toBe(201);
    expect(draft.body).toMatchObject({ brandId: 'acc-brand', brandName: 'Duka Fresh', status: 'draft', actedBy: { partnerId: 'acc-partner', partnerName: 'Brian Mwangi', action: 'drafted' } });
    const edited = (await partner.patch(`/campaigns/${draft.body.id}`, { title: 'Duka Fresh school run' }).expect(200)).body as Campaign;
    expect(edited.actedBy?.action).toBe('edited');
    const submitted = (await partner.post(`/campaigns/${draft.body.id}/submit`).expect(200)).body as Campaign;
    expect(submitted).toMatchObject({ status: 'pending_review', actedBy: { action: 'submitted for review', partnerName: 'Brian Mwangi' } });
    expect((await noticesOf(server, 'acc-brand', 'campaign_submitted_for_you'))[0]?.body).toBe('Brian Mwangi submitted "Duka Fresh school run" for review on your behalf.');
    // The brand sees the campaign as its own, with who acted; the record of actions lists each.
    const seen = (await brand.get(`/campaigns/${draft.body.id}`).expect(200)).body as Campaign;
    expect(seen.actedBy).toMatchObject({ partnerName: 'Brian Mwangi', action: 'submitted for review' });
    expect((await actions(server, 'acc-brand')).map((a) => [a.partnerId, a.subjectId, a.action])).toEqual([
      ['acc-partner', draft.body.id, 'drafted'], ['acc-partner', draft.body.id, 'edited'], ['acc-partner', draft.body.id, 'submitted for review'],
    ]);
    expect(((await brand.get('/brand/partners').expect(200)).body as { actions: unknown[] }).actions).toHaveLength(3);
  });

  it('clears the attribution once the brand changes the campaign itself', async () => {
    const server = await makeServer();
    const { partner, brand } = await dukaIsClient(server);
    const draft = (await partner.post('/campaigns', { title: 'Partner draft', brandId: 'acc-brand' }).expect(201)).body as Campaign;
    expect((await brand.patch(`/campaigns/${draft.id}`, { title: 'Brand edit' }).expect(200)).body.actedBy).toBeNull();
  });

  it('asks which brand a new campaign is for (422), and refuses a brand it does not work for (403)', async () => {
    const server = await makeServer();
    const { partner } = await dukaIsClient(server);
    const unnamed = await partner.post('/campaigns', { title: 'No brand named' });
    expect([unnamed.status, unnamed.body.message, unnamed.body.errors]).toEqual([422, CHOOSE_CLIENT, { brandId: [CHOOSE_CLIENT] }]);
    const stranger = await partner.post('/campaigns', { title: 'For Chama', brandId: 'acc-chama' });
    expect([stranger.status, stranger.body.message]).toEqual([403, NOT_A_CLIENT]);
    expect((await partner.get('/campaigns/cmp-chama-recruiting')).status).toBe(403);
    expect((await partner.get('/campaigns/no-such')).status).toBe(404);
  });

  it('refuses what the brand does not allow, with 403 saying what to ask for', async () => {
    const server = await makeServer();
    const { partner, brand, link } = await dukaIsClient(server);
    await brand.patch(`/brand/partners/${link.id}`, { manageCampaigns: false, reviewDeliverables: false }).expect(200);
    const refused = await partner.patch('/campaigns/cmp-duka-draft', { title: 'Not allowed' });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toMatch(/has not allowed you to manage its campaigns/);
    expect((await partner.get(`/contracts/ctr-duka-in-progress-wairimu/deliverables`)).body.message).toMatch(/has not allowed you to review its deliverables/);
    // Ending a campaign moves money, so it is the brand's alone.
    await brand.patch(`/brand/partners/${link.id}`, { manageCampaigns: true }).expect(200);
    expect((await partner.post('/campaigns/cmp-duka-draft/cancel')).status).toBe(403);
    expect((await brand.patch(`/brand/partners/${link.id}`, { spendingLimit: -1 }).expect(422)).body.errors.spendingLimit).toBeDefined();
  });

  it('refuses partner settings that change nothing (an empty or null body) with 422 saying what to send, never 500', async () => {
    const server = await makeServer();
    const { brand, link } = await dukaIsClient(server);
    const empty = await brand.patch(`/brand/partners/${link.id}`, {});
    expect([empty.status, empty.body]).toEqual([422, { message: 'Some fields need attention.', errors: { body: [NOTHING_TO_CHANGE] } }]);
    const nullBody = await brand.auth(request(server.app).patch(`/api/brand/partners/${link.id}`)).set('Content-Type', 'application/json').send('null');
    expect(nullBody.status).toBe(422);
    const unset = await brand.patch(`/brand/partners/${link.id}`, { manageCampaigns: undefined });
    expect(unset.status).toBe(422);
  });
});

describe('money stays the brand\'s (issue 25)', () => {
  it('a partner cannot pay for a launch itself; asking makes a launch request the brand sees and pays', async () => {
    const server = await makeServer();
    const { partner } = await dukaIsClient(server);
    await approvedCampaign(server, { id: 'cmp-duka-ready', brandId: 'acc-brand', brandName: 'Duka Fresh', budgetTotal: 3_000_000 });
    expect((await partner.post('/campaigns/cmp-duka-ready/payments', { method: 'balance' })).status).toBe(403);
    const asked = await keyed(server, partner, '/campaigns/cmp-duka-ready/launch-request');
    expect(asked.status, asked.text).toBe(201);
    expect(asked.body).toMatchObject({ outcome: 'requested', payment: null, campaign: { status: 'approved', actedBy: { partnerName: 'Brian Mwangi', action: 'asked the brand to pay for the launch' } } });
    expect((await noticesOf(server, 'acc-brand', 'launch_requested'))[0]?.title).toBe('Launch to approve: Zuri Threads Valentine\'s edit');
    expect((await paymentRows(server)).filter((p) => p.campaignId === 'cmp-duka-ready')).toEqual([]);
  });

  it('within the spending limit the brand set, the brand\'s balance pays at once, and the payment and ledger name the partner', async () => {
    const server = await makeServer();
    // Zuri, a seeded client, lets the partner spend KES 50,000; its balance holds KES 40,000.
    const partner = as(server, await server.signIn(SEEDED.partner));
    await approvedCampaign(server, { id: 'cmp-zuri-small', budgetTotal: 3_000_000 });
    const asked = await keyed(server, partner, '/campaigns/cmp-zuri-small/launch-request');
    expect(asked.status, asked.text).toBe(201);
    const payment = asked.body.payment as Payment;
    expect(asked.body).toMatchObject({ outcome: 'paid', campaign: { status: 'recruiting', actedBy: { partnerName: 'Brian Mwangi' } } });
    expect(payment).toMatchObject({ brandId: ZURI.id, method: 'balance', status: 'succeeded', actedBy: { partnerId: 'acc-partner', action: 'paid for the launch from the brand’s balance' } });
    // The transfers as stored refer to the payment, so the admin ledger names who acted for whom on each.
    const stored = (await ledgerRows(server)).filter((t) => t.creditAccountId === 'campaign:cmp-zuri-small:escrow' || t.id === 'launch-fee:cmp-zuri-small');
    expect(stored.map((t) => t.id)).toContain('escrow:cmp-zuri-small');
    expect(stored.every((t) => t.ref?.type === 'payment' && t.ref.id === payment.id)).toBe(true);
    const names = await ledgerNames(server.ctx, { transfers: stored });
    expect(stored.map((t) => names.refName(t.ref))).toEqual(stored.map(() => 'Launch payment · Zuri Threads Valentine\'s edit · by Brian Mwangi for Zuri Threads'));
  });

  it('over the spending limit, approving a deliverable (which releases the fee) is the brand\'s; asking for a revision is the partner\'s', async () => {
    const server = await makeServer();
    const { partner, brand, link } = await dukaIsClient(server);
    const creator = as(server, await server.signIn(WAIRIMU));
    await creator.post(`/deliverables/${DELIVERABLE}/submissions`, { url: 'https://example.com/draft', caption: 'Draft' }).expect(201);
    const refused = await keyed(server, partner, `/deliverables/${DELIVERABLE}/approve`);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Only the brand can approve this deliverable, which releases KES 18,000.00: it lets you spend nothing for it. Ask the brand to do it, or to raise your spending limit.');
    const revised = await partner.post(`/deliverables/${DELIVERABLE}/request-revision`, { feedback: 'Show the product in the first 3 seconds.' });
    expect(revised.status, revised.text).toBe(200);
    expect(revised.body.deliverable.status).toBe('revision_requested');
    await creator.post(`/deliverables/${DELIVERABLE}/submissions`, { url: 'https://example.com/draft-2', caption: 'Second' }).expect(201);
    await brand.patch(`/brand/partners/${link.id}`, { spendingLimit: 20_000 }).expect(200);
    // The contract's other deliverable is approved already, so this approval is the last and releases the held fee.
    await server.db.update(deliverables).set({ status: 'approved' }).where(eq(deliverables.id, 'dlv-duka-in-progress-wairimu-2'));
    const approved = await keyed(server, partner, `/deliverables/${DELIVERABLE}/approve`);
    expect(approved.status, approved.text).toBe(200);
    expect((await actions(server, 'acc-brand')).map((a) => [a.subjectType, a.subjectId, a.action])).toEqual([
      ['deliverable', DELIVERABLE, 'asked for a revision'], ['deliverable', DELIVERABLE, 'approved'],
    ]);
    // The fee's release, as stored, is named in the admin ledger with who released it for whom; the hold is not.
    expect(approved.body.released).toBe(true);
    const contractId = approved.body.contract.id as string;
    const stored = (await ledgerRows(server)).filter((t) => t.ref?.type === 'contract' && t.ref.id === contractId);
    const names = await ledgerNames(server.ctx, { transfers: stored });
    const named = new Map(stored.map((t) => [t.id, names.refName(t.ref, t.id)]));
    expect(named.get(`post:hold:${contractId}`)).toMatch(/ · released by Brian Mwangi for Duka Fresh$/);
    expect(named.get(`hold:${contractId}`)).not.toContain('released by');
  });
});

/** Zuri's link with the seeded partner, its limit set to `kes` shillings a month, and two approved campaigns of KES 15,000 each. */
async function zuriWithLimit(server: Server, kes: number) {
  await server.db.update(partnerClients).set({ spendingLimit: kes * 100 }).where(and(eq(partnerClients.partnerId, 'acc-partner'), eq(partnerClients.brandId, ZURI.id)));
  await approvedCampaign(server, { id: 'cmp-zuri-one', budgetTotal: 1_500_000 });
  await approvedCampaign(server, { id: 'cmp-zuri-two', budgetTotal: 1_500_000 });
  return as(server, await server.signIn(SEEDED.partner));
}

describe('idempotency keys when a partner acts (issue 25)', () => {
  it('keys them on the partner, not the brand it acts for: the brand\'s request with the same key is its own, never a replay', async () => {
    const server = await makeServer();
    const { partner, brand, link } = await dukaIsClient(server);
    await as(server, await server.signIn(WAIRIMU)).post(`/deliverables/${DELIVERABLE}/submissions`, { url: 'https://example.com/draft', caption: 'Draft' }).expect(201);
    await brand.patch(`/brand/partners/${link.id}`, { spendingLimit: 20_000 }).expect(200);
    const post = (who: ReturnType<typeof as>) => who.auth(request(server.app).post(`/api/deliverables/${DELIVERABLE}/approve`)).set('Idempotency-Key', 'shared-key').send({});
    const byPartner = await post(partner);
    expect(byPartner.status, byPartner.text).toBe(200);
    const byBrand = await post(brand);
    expect(byBrand.headers['idempotent-replayed']).toBeUndefined();
    expect(byBrand.status).toBe(409);
    expect((await post(partner)).headers['idempotent-replayed']).toBe('true');
  });
});

describe('the spending limit is a running total per calendar month (issue 25)', () => {
  it('pays from the balance only what fits in the month\'s limit; the next launch waits for the brand', async () => {
    const server = await makeServer();
    const partner = await zuriWithLimit(server, 30_000);
    const first = await keyed(server, partner, '/campaigns/cmp-zuri-one/launch-request');
    expect([first.status, first.body.outcome], first.text).toEqual([201, 'paid']);
    const second = await keyed(server, partner, '/campaigns/cmp-zuri-two/launch-request');
    expect([second.status, second.body.outcome], second.text).toEqual([201, 'requested']);
    expect((await paymentRows(server)).filter((p) => p.campaignId === 'cmp-zuri-two')).toEqual([]);
    expect(await noticesOf(server, ZURI.id, 'launch_requested')).toHaveLength(1);
  });

  it('counts two launch requests at once one after the other: only one is paid, the other is asked of the brand', async () => {
    const server = await makeServer();
    const partner = await zuriWithLimit(server, 30_000);
    const answers = await Promise.all(['cmp-zuri-one', 'cmp-zuri-two'].map((id) => keyed(server, partner, `/campaigns/${id}/launch-request`)));
    expect(answers.map((a) => a.status)).toEqual([201, 201]);
    expect(answers.map((a) => a.body.outcome).sort()).toEqual(['paid', 'requested']);
    expect((await paymentRows(server)).filter((p) => p.campaignId?.startsWith('cmp-zuri-') && p.actedBy)).toHaveLength(1);
  });

  it('starts again each EAT calendar month', async () => {
    const server = await makeServer();
    const partner = await zuriWithLimit(server, 30_000);
    await keyed(server, partner, '/campaigns/cmp-zuri-one/launch-request').expect(201);
    await server.db.update(partnerActions).set({ at: '2025-12-31T20:59:59.000Z' }).where(eq(partnerActions.partnerId, 'acc-partner'));
    const next = await keyed(server, partner, '/campaigns/cmp-zuri-two/launch-request');
    expect(next.body.outcome, next.text).toBe('paid');
  });

  it('reads the link again inside the payment: a removed partner pays for nothing (403)', async () => {
    const server = await makeServer();
    const partner = await zuriWithLimit(server, 30_000);
    const [link] = await server.db.select().from(partnerClients).where(and(eq(partnerClients.partnerId, 'acc-partner'), eq(partnerClients.brandId, ZURI.id)));
    await server.db.update(partnerClients).set({ status: 'removed' }).where(eq(partnerClients.id, link!.id));
    const brand = (await accountById(server.ctx, ZURI.id))!;
    const partnerAccount = (await accountById(server.ctx, 'acc-partner'))!;
    // As a request that passed forClient just before the removal would reach it.
    await expect(startLaunchPayment(server.ctx, brand, 'cmp-zuri-one', { method: 'balance' }, { partner: partnerAccount, linkId: link!.id }))
      .rejects.toMatchObject({ status: 403, message: NOT_A_CLIENT });
    const refused = await keyed(server, partner, '/campaigns/cmp-zuri-one/launch-request');
    expect(refused.status).toBe(403);
  });

  it('refuses an approval once the brand removed its partner (403)', async () => {
    const server = await makeServer();
    const { partner, brand, link } = await dukaIsClient(server);
    await as(server, await server.signIn(WAIRIMU)).post(`/deliverables/${DELIVERABLE}/submissions`, { url: 'https://example.com/draft', caption: 'Draft' }).expect(201);
    await brand.patch(`/brand/partners/${link.id}`, { spendingLimit: 20_000 }).expect(200);
    await brand.post(`/brand/partners/${link.id}/remove`).expect(200);
    expect((await keyed(server, partner, `/deliverables/${DELIVERABLE}/approve`)).status).toBe(403);
  });
});

describe('the partner home (issue 25)', () => {
  it('hides what the brand turned off: no campaigns on the home or in the CSV without "Manage campaigns", no deliverables without "Review deliverables"', async () => {
    const server = await makeServer();
    const { partner, brand, link } = await dukaIsClient(server);
    await as(server, await server.signIn(WAIRIMU)).post(`/deliverables/${DELIVERABLE}/submissions`, { url: 'https://example.com/draft', caption: 'Draft' }).expect(201);
    type Overview = { clients: Array<{ client: PartnerClient; campaigns: Campaign[]; toReview: Array<{ id: string }>; upcoming: Array<{ id: string }> }> };
    const duka = async () => ((await partner.get('/partner/overview').expect(200)).body as Overview).clients.find((c) => c.client.brandId === 'acc-brand')!;
    expect((await duka()).campaigns.length).toBeGreaterThan(0);
    expect((await partner.get('/partner/analytics.csv').expect(200)).text).toContain('Duka Fresh');
    await brand.patch(`/brand/partners/${link.id}`, { manageCampaigns: false }).expect(200);
    const noCampaigns = await duka();
    expect(noCampaigns.campaigns).toEqual([]);
    expect(noCampaigns.toReview.map((d) => d.id)).toEqual([DELIVERABLE]);
    expect((await partner.get('/partner/analytics.csv').expect(200)).text).not.toContain('Duka Fresh');
    await brand.patch(`/brand/partners/${link.id}`, { manageCampaigns: true, reviewDeliverables: false }).expect(200);
    const noDeliverables = await duka();
    expect(noDeliverables.campaigns.length).toBeGreaterThan(0);
    expect([noDeliverables.toReview, noDeliverables.upcoming]).toEqual([[], []]);
  });

  it('exports analytics across its clients as one CSV, a row per campaign named by its client, and nothing of other brands', async () => {
    const server = await makeServer();
    const partner = as(server, await server.signIn(SEEDED.partner));
    const res = await partner.get('/partner/analytics.csv').expect(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = res.text.trimEnd().split('\r\n');
    expect(lines[0]).toMatch(/^Client,Campaign,Status,Currency,Impressions/);
    const clients = new Set(lines.slice(1).map((l) => l.split(',')[0]));
    expect([...clients].sort()).toEqual(['Kahawa Hills Roasters', 'Zuri Threads']);
    expect(res.text).not.toContain('Duka Fresh');
    expect((await as(server, await server.signIn(SEEDED.brand)).get('/partner/analytics.csv')).status).toBe(403);
  });

  it('groups every client\'s campaigns, what waits for review and what is due next', async () => {
    const server = await makeServer();
    const { partner } = await dukaIsClient(server);
    await as(server, await server.signIn(WAIRIMU)).post(`/deliverables/${DELIVERABLE}/submissions`, { url: 'https://example.com/draft', caption: 'Draft' }).expect(201);
    const overview = (await partner.get('/partner/overview').expect(200)).body as { clients: Array<{ client: PartnerClient; campaigns: Campaign[]; toReview: Array<{ id: string }>; upcoming: Array<{ id: string }> }> };
    expect(overview.clients.map((c) => c.client.brandName)).toEqual(['Zuri Threads', 'Kahawa Hills Roasters', 'Duka Fresh']);
    const duka = overview.clients[2]!;
    expect(duka.campaigns.every((c) => c.brandId === 'acc-brand')).toBe(true);
    expect(duka.toReview.map((d) => d.id)).toEqual([DELIVERABLE]);
    expect(duka.upcoming.map((d) => d.id)).not.toContain(DELIVERABLE);
    expect(overview.clients[0]!.campaigns.length).toBeGreaterThan(0);
  });
});
