import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { applicationMachine } from '../../machines/lifecycles/applicationMachine.ts';
import { campaignMachine } from '../../machines/lifecycles/campaignMachine.ts';
import { CAMPAIGN_STATUSES, FOLLOWER_BANDS, FOLLOWER_BAND_IDS, MAX_REVISIONS_LIMIT, type FollowerBand } from '../../src/domain/campaign-types.ts';
import { NICHE_SUGGESTIONS } from '../../src/domain/catalog.ts';
import { verificationMachine } from '../../machines/lifecycles/verificationMachine.ts';
import { launchFeeFor } from '../../src/domain/money-types.ts';
import { accountCode, describeAccount } from '../../mock-server/ledger/accounts.ts';
import { allBalances, balances } from '../../mock-server/ledger/ledger.ts';
import { campaignFunds } from '../../mock-server/money/campaign-funds.ts';
import { reconcile } from '../../mock-server/money/reconciliation.ts';
import type { StkSession } from '../../mock-server/providers/daraja/sim-store.ts';
import type { SeedShape } from '../../mock-server/types.ts';
import { draftBrief } from '../../mock-server/campaign-rules.ts';
import { briefTermsView } from '../../mock-server/packages/brief-terms.ts';
import { termsHash } from '../../mock-server/packages/terms.ts';
import { briefTerms, type ContractTerms } from '../../src/domain/usage-rights.ts';
import { ledgerRows } from './money-support.ts';
import { makeServer } from './support.ts';
import { AMINA_VERIFICATION, SEED_BRAND_NOTIFICATIONS, SEED_BRANDS, SEED_CAMPAIGNS, SEED_CONTRACTS, SEED_CREATORS, SEED_DUKA_RECRUITING, SEED_REVIEW_QUEUE, SEED_UNVERIFIED } from '../../e2e/support/seed.ts';

const db = JSON.parse(fs.readFileSync(new URL('../../db.json', import.meta.url), 'utf8')) as SeedShape;
const { accounts, profiles, campaigns, campaignApplications: applications, contracts, verifications, notifications } = db;
const states = (machine: { states: Record<string, unknown> }) => Object.keys(machine.states);
const sum = (split: Record<string, number | undefined>) => Object.values(split).reduce<number>((t, n) => t + (n ?? 0), 0);
const inBand = (followers: number, band: FollowerBand) => followers >= FOLLOWER_BANDS[band].min && (FOLLOWER_BANDS[band].max === null || followers < FOLLOWER_BANDS[band].max);
const verified = verifications.filter((v) => v.status === 'verified');
const accountById = (id: string) => accounts.find((a) => a.id === id);
const profileOf = (id: string) => profiles.find((p) => p.accountId === id);

describe('the seed data (db.json)', () => {
  it('has a campaign in every CampaignStatus, each a state of campaignMachine, and application and verification statuses of their machines', async () => {
    expect(new Set(campaigns.map((c) => c.status))).toEqual(new Set(CAMPAIGN_STATUSES));
    for (const c of campaigns) expect(states(campaignMachine), c.id).toContain(c.status);
    for (const a of applications) expect(states(applicationMachine), a.id).toContain(a.status);
    for (const v of verifications) expect(states(verificationMachine), v.id).toContain(v.status);
  });

  it('keeps ids unique and every referenced id pointing at a record of the right kind', async () => {
    for (const list of [accounts, profiles, campaigns, applications, contracts, verifications, notifications]) {
      expect(new Set(list.map((r) => r.id)).size).toBe(list.length);
    }
    expect(new Set(accounts.map((a) => a.email)).size).toBe(accounts.length);
    expect(new Set(profiles.map((p) => p.username)).size).toBe(profiles.length);
    for (const c of campaigns) {
      expect(accountById(c.brandId)?.role, c.id).toBe('brand');
      expect(profileOf(c.brandId)?.companyName, c.id).toBe(c.brandName);
    }
    const isCreator = (id: string) => accountById(id)?.role === 'influencer';
    for (const a of applications) expect(campaigns.some((c) => c.id === a.campaignId) && isCreator(a.creatorId), a.id).toBe(true);
    for (const v of verifications) expect(isCreator(v.creatorId), v.id).toBe(true);
    for (const n of notifications) expect(accountById(n.userId), n.id).toBeDefined();
    for (const k of contracts) {
      const application = applications.find((a) => a.id === k.applicationId);
      expect(application, k.id).toMatchObject({ status: 'accepted', campaignId: k.campaignId, creatorId: k.creatorId, proposedFee: k.agreedFee });
      expect(campaigns.find((c) => c.id === k.campaignId), k.id).toMatchObject({ brandId: k.brandId, currency: k.currency });
    }
    for (const a of applications.filter((x) => x.status === 'accepted')) expect(contracts.some((k) => k.applicationId === a.id), a.id).toBe(true);
  });

  it('gives every verified creator an influencer account and a profile, with Kenya well represented', async () => {
    expect(verified.length).toBeGreaterThanOrEqual(14);
    for (const v of verified) {
      expect(accountById(v.creatorId)?.role, v.id).toBe('influencer');
      const profile = profileOf(v.creatorId);
      expect(profile, v.id).toMatchObject({ role: 'influencer', country: expect.stringMatching(/^[A-Z]{2}$/), username: expect.any(String) });
      expect(NICHE_SUGGESTIONS, v.id).toEqual(expect.arrayContaining(profile!.niches as string[]));
      expect(v.decidedAt, v.id).toEqual(expect.any(String));
      // Only verified creators can apply: their applications come after the verification.
      for (const a of applications.filter((x) => x.creatorId === v.creatorId)) expect(a.createdAt > v.decidedAt!, a.id).toBe(true);
    }
    expect(verified.filter((v) => profileOf(v.creatorId)?.country === 'KE').length).toBeGreaterThanOrEqual(6);
    for (const country of ['KE', 'NG', 'GH', 'ZA', 'UG', 'TZ', 'GB', 'US']) expect(verified.some((v) => profileOf(v.creatorId)?.country === country), country).toBe(true);
    const followers = verified.flatMap((v) => v.platforms.map((p) => p.followers));
    for (const band of FOLLOWER_BAND_IDS) expect(followers.some((f) => inBand(f, band)), band).toBe(true);
  });

  it('has audience splits that each sum to 100, and rates, budgets and fees in whole minor units', async () => {
    for (const v of verifications) {
      for (const p of v.platforms) {
        for (const split of [p.audience.countries, p.audience.ageBands, p.audience.genders]) expect(sum(split), `${v.id} ${p.platform}`).toBe(100);
        expect(p.profileUrl, v.id).toMatch(/^https:\/\//);
      }
      expect(Number.isInteger(v.rate.amount) && v.rate.amount > 0, v.id).toBe(true);
    }
    // An invitation has no fee until the creator applies.
    for (const a of applications.filter((x) => x.status === 'invited')) expect(a, a.id).toMatchObject({ proposedFee: 0, pitch: '' });
    const money = [
      ...campaigns.flatMap((c) => [c.budgetTotal, c.feeMin, c.feeMax]),
      ...applications.filter((a) => a.status !== 'invited').map((a) => a.proposedFee),
      ...contracts.map((k) => k.agreedFee),
    ];
    for (const amount of money) expect(Number.isInteger(amount) && amount! > 0, String(amount)).toBe(true);
  });

  it('has complete, valid briefs: budget covers the slots, deliverables on the campaign platforms, dates in 2026-2027, https landing pages', async () => {
    for (const c of campaigns) {
      expect(c.budgetTotal!, c.id).toBeGreaterThanOrEqual(c.feeMin! * c.slots!);
      expect(c.feeMin!, c.id).toBeLessThanOrEqual(c.feeMax!);
      for (const d of c.deliverables) expect(c.platforms, c.id).toContain(d.platform);
      expect(NICHE_SUGGESTIONS, c.id).toEqual(expect.arrayContaining(c.niches));
      expect(c.startDate! <= c.endDate! && /^202[67]-/.test(c.startDate!) && /^202[67]-/.test(c.endDate!), c.id).toBe(true);
      expect(c.landingUrl, c.id).toMatch(/^https:\/\/[^\s]+$/);
      expect(c.maxRevisions, c.id).toBeLessThanOrEqual(MAX_REVISIONS_LIMIT);
      expect(c.goals.length && c.audience.countries.length && c.objective && c.followerBand, c.id).toBeTruthy();
      expect(c).not.toHaveProperty('acceptedCount');
      expect(contracts.filter((k) => k.campaignId === c.id).length, c.id).toBeLessThanOrEqual(c.slots!);
    }
    const queue = campaigns.filter((c) => c.status === 'pending_review').sort((a, b) => a.submittedAt!.localeCompare(b.submittedAt!));
    expect(queue.map((c) => c.id)).toEqual([...SEED_REVIEW_QUEUE]);
  });

  it('matches the named records in e2e/support/seed.ts', async () => {
    for (const b of Object.values(SEED_BRANDS)) expect(accountById(b.id)).toMatchObject({ email: b.email, name: b.name, role: 'brand' });
    for (const c of [...Object.values(SEED_CREATORS), ...Object.values(SEED_UNVERIFIED)]) {
      expect(accountById(c.id)).toMatchObject({ email: c.email, name: c.name });
      expect(profileOf(c.id)).toMatchObject({ username: c.username, country: c.country, niches: c.niches });
    }
    for (const c of Object.values(SEED_CREATORS)) expect(verifications.find((v) => v.creatorId === c.id)?.status, c.id).toBe('verified');
    for (const c of Object.values(SEED_UNVERIFIED)) expect(verifications.find((v) => v.id === c.verificationId), c.id).toMatchObject({ creatorId: c.id, status: c.status });
    for (const c of Object.values(SEED_CAMPAIGNS)) expect(campaigns.find((x) => x.id === c.id)).toMatchObject({ title: c.title, status: c.status, brandId: SEED_BRANDS[c.brand].id });
    for (const k of Object.values(SEED_CONTRACTS)) expect(contracts.find((x) => x.id === k.id)).toMatchObject(k);
    const duka = campaigns.find((c) => c.id === SEED_DUKA_RECRUITING.id)!;
    expect(duka).toMatchObject({ slots: SEED_DUKA_RECRUITING.slots, feeMin: SEED_DUKA_RECRUITING.feeMin, feeMax: SEED_DUKA_RECRUITING.feeMax });
    for (const a of Object.values(SEED_DUKA_RECRUITING.applications)) expect(applications.find((x) => x.id === a.id)).toMatchObject({ campaignId: duka.id, status: a.status });
  });

  it('leaves Amina unverified with no applications, and her documented figures fit Wanjiru\'s recruiting campaign', () => {
    expect(verifications.some((v) => v.creatorId === 'acc-influencer')).toBe(false);
    expect(applications.some((a) => a.creatorId === 'acc-influencer')).toBe(false);
    const duka = campaigns.find((c) => c.id === SEED_DUKA_RECRUITING.id)!;
    const [stats] = AMINA_VERIFICATION.platforms;
    expect(duka.platforms).toContain(stats!.platform);
    expect(inBand(stats!.followers, duka.followerBand!)).toBe(true);
    expect(sum(Object.fromEntries(duka.audience.countries.map((c) => [c, stats!.audience.countries[c]])))).toBeGreaterThanOrEqual(30);
    expect(duka.niches).toEqual(expect.arrayContaining(profileOf('acc-influencer')!.niches as string[]));
    expect(AMINA_VERIFICATION.rate.amount).toBeGreaterThanOrEqual(duka.feeMin!);
    expect(AMINA_VERIFICATION.rate.amount).toBeLessThanOrEqual(duka.feeMax!);
    for (const split of Object.values(stats!.audience)) expect(sum(split)).toBe(100);
  });

  it('gives Wanjiru a draft, a changes-requested campaign with its note, a recruiting one and an in-progress one with contracts, and notifications', async () => {
    const mine = campaigns.filter((c) => c.brandId === 'acc-brand');
    expect(mine.map((c) => c.status).sort()).toEqual(['changes_requested', 'draft', 'in_progress', 'recruiting']);
    expect(mine.find((c) => c.status === 'changes_requested')?.reviewNotes.at(-1)?.kind).toBe('changes_requested');
    expect(contracts.filter((k) => k.brandId === 'acc-brand').length).toBeGreaterThanOrEqual(1);
    const open = applications.filter((a) => a.campaignId === SEED_DUKA_RECRUITING.id).map((a) => a.status);
    expect(open).toEqual(expect.arrayContaining(['applied', 'shortlisted']));
    const notes = notifications.filter((n) => n.userId === 'acc-brand');
    expect({ total: notes.length, unread: notes.filter((n) => n.readAt === null).length }).toEqual(SEED_BRAND_NOTIFICATIONS);
  });

  it('gives briefs valid usage rights, every application sent its acceptance of its brief’s terms, and every contract its terms accepted before it was made (scripts/seed-terms.ts)', () => {
    const kinds = new Set<string>();
    for (const c of campaigns) {
      // The brief's own rules (the API's), day-independent fields only.
      expect(() => draftBrief({ deliverables: c.deliverables, feeMin: c.feeMin, platforms: c.platforms }, '2026-01-01'), c.id).not.toThrow();
      for (const r of c.deliverables.flatMap((d) => d.rights)) kinds.add(`${r.use} ${r.unit}`);
    }
    // Every kind of use, in days and months, and a deliverable with none (only where published).
    expect([...kinds].sort()).toEqual(['organic days', 'organic months', 'paid_ads months', 'website months']);
    expect(campaigns.some((c) => c.deliverables.some((d) => d.rights.length === 0))).toBe(true);
    for (const a of applications) {
      const brief = briefTermsView(campaigns.find((c) => c.id === a.campaignId)!);
      if (a.proposedFee === 0) expect(a.termsAcceptance, a.id).toBeNull();
      else expect(a.termsAcceptance, a.id).toEqual({ version: brief.terms.version, hash: brief.hash, acceptedAt: a.createdAt });
    }
    const terms = (db.contractTerms ?? []) as Array<{ contractId: string; version: number; terms: ContractTerms; hash: string; createdAt: string }>;
    const accepted = (db.termsAcceptances ?? []) as Array<{ contractId: string; version: number; hash: string; acceptedBy: string; acceptedAt: string }>;
    expect(terms.map((t) => t.contractId).sort()).toEqual(contracts.map((k) => k.id).sort());
    for (const k of contracts) {
      const campaign = campaigns.find((c) => c.id === k.campaignId)!;
      const application = applications.find((a) => a.id === k.applicationId)!;
      const stored = terms.find((t) => t.contractId === k.id)!;
      expect(stored.terms, k.id).toEqual({ ...briefTerms(campaign), fee: k.agreedFee });
      expect(stored, k.id).toMatchObject({ version: 1, hash: termsHash(stored.terms), createdAt: k.createdAt });
      expect(accepted.filter((x) => x.contractId === k.id), k.id).toEqual([{
        id: `terms-${k.id}`, contractId: k.id, version: 1, hash: stored.hash, acceptedBy: k.creatorId, acceptedAt: application.termsAcceptance!.acceptedAt,
      }]);
      expect(application.termsAcceptance!.acceptedAt < k.createdAt, k.id).toBe(true);
    }
  });
});

describe('the seeded money (db.json, written by scripts/seed-money.ts)', () => {
  // The seed as a server loads it into PostgreSQL, where the database derives the entries and balances.
  const seeded = async () => {
    const server = await makeServer();
    const transfers = await ledgerRows(server);
    const byId = (id: string) => transfers.find((t) => t.id === id);
    const resolutionOf = (holdId: string) => transfers.filter((t) => t.pendingId === holdId);
    return { ctx: server.ctx, transfers, byId, resolutionOf };
  };
  // Past approved: launched, so paid. A cancelled campaign was paid only if it recruited.
  const launched = ['recruiting', 'recruiting_paused', 'in_progress', 'in_progress_paused', 'completed'];
  const paid = campaigns.filter((c) => launched.includes(c.status) || (c.status === 'cancelled' && applications.some((a) => a.campaignId === c.id)));

  it('balances: debits equal credits, posted and pending, and no flagged account is overdrawn', async () => {
    const { ctx, transfers } = await seeded();
    const all = [...(await allBalances(ctx))];
    const total = (key: 'debitsPosted' | 'creditsPosted' | 'debitsPending' | 'creditsPending') => all.reduce((sum, [, b]) => sum + b[key], 0);
    expect(total('debitsPosted')).toBe(total('creditsPosted'));
    expect(total('debitsPending')).toBe(total('creditsPending'));
    for (const [code, b] of all) if (describeAccount(code).flag) expect(b.available, code).toBeGreaterThanOrEqual(0);
    expect(new Set(transfers.map((t) => t.id)).size).toBe(transfers.length);
  });

  it('gives every campaign past approved a succeeded payment and its launch transfers, M-Pesa for KES and PayPal for USD', async () => {
    const { byId } = await seeded();
    expect(paid.length).toBeGreaterThanOrEqual(7);
    for (const c of paid) {
      const payment = db.payments.find((p) => p.campaignId === c.id && p.status === 'succeeded');
      expect(payment, c.id).toMatchObject({ method: c.currency === 'KES' ? 'mpesa' : 'paypal', budget: c.budgetTotal, launchFee: launchFeeFor(c.budgetTotal!, c.currency) });
      if (payment?.method === 'mpesa') expect(byId(`stk:${payment.mpesa?.receipt}`), c.id).toMatchObject({ amount: payment.amount, debitAccountId: accountCode.asset('mpesa') });
      expect(byId(`launch-fee:${c.id}`)?.amount, c.id).toBe(payment?.launchFee);
      expect(byId(`escrow:${c.id}`)?.amount, c.id).toBe(c.budgetTotal);
    }
    for (const c of campaigns.filter((x) => !paid.includes(x))) expect(byId(`escrow:${c.id}`), c.id).toBeUndefined();
  });

  it('holds every active contract\'s fee, released Kahawa\'s completed contracts with commission, and swept finished campaigns to zero', async () => {
    const { ctx, byId, resolutionOf } = await seeded();
    for (const k of contracts) {
      const hold = byId(`hold:${k.id}`);
      expect(hold, k.id).toMatchObject({ amount: k.agreedFee, flags: { pending: true }, creditAccountId: accountCode.creator(k.creatorId, k.currency) });
      const resolutions = resolutionOf(`hold:${k.id}`);
      if (k.status === 'active') expect(resolutions, k.id).toEqual([]);
      if (k.status === 'completed') expect(resolutions.map((t) => t.id), k.id).toEqual([`post:hold:${k.id}`]);
    }
    expect((await balances(ctx, accountCode.creator('acc-mutua'))).available).toBe(4_050_000);
    expect((await balances(ctx, accountCode.creator('acc-amara'))).available).toBe(4_500_000);
    expect(await balances(ctx, accountCode.creator('acc-wairimu'))).toMatchObject({ available: 0, pending: 1_800_000 });
    for (const id of ['cmp-kahawa-completed', 'cmp-zuri-cancelled']) {
      expect(await campaignFunds(ctx, campaigns.find((c) => c.id === id)!), id).toMatchObject({ held: 0, allocated: 0, free: 0 });
    }
  });

  it('leaves cmp-kahawa-funding checking an M-Pesa payment the phone approved but whose callback was lost', async () => {
    const { transfers } = await seeded();
    const payment = db.payments.find((p) => p.campaignId === 'cmp-kahawa-funding');
    expect(payment).toMatchObject({ status: 'unknown', method: 'mpesa', mpesa: { receipt: null } });
    const session = (db.darajaSim as StkSession[]).find((s) => s.checkoutRequestId === payment?.mpesa?.checkoutRequestId);
    expect(session).toMatchObject({ status: 'resolved', resultCode: 0, amount: payment!.amount / 100, receipt: expect.stringMatching(/^S[0-9A-Z]{9}$/) });
    expect(transfers.some((t) => t.id.endsWith('cmp-kahawa-funding'))).toBe(false);
  });

  it('reconciles: asset:mpesa equals the STK receipts less the B2C payouts, each receipt once', async () => {
    const { ctx } = await seeded();
    expect(await reconcile(ctx)).toMatchObject({ balanced: true, difference: 0, duplicateReceipts: [], receipts: paid.filter((c) => c.currency === 'KES').length });
  });

  it('has payout details for Mutua (M-Pesa), Amara (PayPal) and Wairimu', async () => {
    const details = (id: string) => db.payoutDetails.find((d) => d.creatorId === id);
    expect(details('acc-mutua')).toMatchObject({ mpesaPhone: '254712000111' });
    expect(details('acc-amara')?.paypalEmail).toMatch(/@/);
    expect(details('acc-wairimu')).toBeDefined();
  });

  it('dates seeded deliverables still to deliver after the seed\'s own "now" (its newest notification), so none turns overdue on the first request', () => {
    const now = Math.max(...db.notifications.map((n) => Date.parse(n.createdAt)));
    // Work already delivered (the completed Kahawa contracts' posts, live) has no deadline left to miss.
    const open = db.deliverables.filter((d) => !['approved', 'live', 'settled', 'cancelled'].includes(d.status));
    expect(open.length).toBeGreaterThan(0);
    for (const d of open) expect(Date.parse(d.dueAt), d.id).toBeGreaterThan(now);
  });
});
