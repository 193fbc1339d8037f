import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { canonicalJson } from '../../mock-server/canonical-json.ts';
import { campaignApplications, campaigns, contractTerms, termsAcceptances } from '../../mock-server/db/schema/index.ts';
import { accountCode } from '../../mock-server/ledger/accounts.ts';
import { applyLinked } from '../../mock-server/ledger/ledger.ts';
import { NOT_ACCEPTED } from '../../mock-server/packages/brief-terms.ts';
import { isPackageCampaign } from '../../mock-server/packages/terms.ts';
import type { CampaignRecord } from '../../mock-server/types.ts';
import type { Application, Campaign, Contract } from '../../src/domain/campaign-types.ts';
import type { BriefTermsView, ContractTermsView, UsageRight } from '../../src/domain/usage-rights.ts';
import {
  applying, clearForApplications, domainRows, PITCH, placeApplication, placeCampaign, readTerms, RECRUITING_BRIEF, storedApplications, storedContracts,
  storedNotifications,
} from './campaigns-support.ts';
import { ledgerRows } from './money-support.ts';
import { as, DAY, makeServer, SEEDED } from './support.ts';

/**
 * Issue 24, fourth slice (docs/decisions/0019-trust.md, "Usage rights in campaign briefs"): a brief's usage rights,
 * checked as the wizard checks them; the creator accepting the brief's terms by applying; and the contract made from
 * the application carrying those terms (version 1) and that acceptance before its fee is held.
 */
type Server = Awaited<ReturnType<typeof makeServer>>;
type Api = ReturnType<typeof as>;

const APPLIED_AT = Date.parse('2026-01-20T07:00:00Z');
const ORGANIC: UsageRight = { use: 'organic', duration: 30, unit: 'days', countries: ['KE'], price: 0 };
const ADS: UsageRight = { use: 'paid_ads', duration: 3, unit: 'months', countries: ['KE', 'UG'], price: 200_000 };
const RIGHTS_BRIEF: Omit<CampaignRecord, 'id'> = {
  ...RECRUITING_BRIEF,
  deliverables: [
    { platform: 'tiktok', type: 'video', quantity: 2, dueDays: 21, rights: [ORGANIC, ADS] },
    { platform: 'instagram', type: 'story', quantity: 3, dueDays: 10, rights: [] },
  ],
};

async function world() {
  const server = await makeServer();
  server.clock.set(APPLIED_AT);
  await clearForApplications(server);
  /** A launched campaign: its budget paid into escrow, as a succeeded launch payment leaves it. */
  const campaign = async (id: string, over: Partial<CampaignRecord> = {}) => {
    const record: CampaignRecord = { ...RIGHTS_BRIEF, id, ...over };
    await placeCampaign(server, record);
    await applyLinked(server.ctx, [
      { kind: 'transfer', id: `stk:${id}`, debit: accountCode.asset('mpesa'), credit: accountCode.brand(record.brandId), amount: record.budgetTotal!, currency: 'KES' },
      { kind: 'transfer', id: `escrow:${id}`, debit: accountCode.brand(record.brandId), credit: accountCode.escrow(id), amount: record.budgetTotal!, currency: 'KES' },
    ]);
    return record;
  };
  const sign = async (email: string) => as(server, await server.signIn(email));
  return {
    server, campaign, recruiting: await campaign('cmp-rights'),
    brand: await sign(SEEDED.brand), amina: await sign(SEEDED.influencer), admin: await sign(SEEDED.admin), kahawa: await sign('brand-kahawa@sauti.test'),
  };
}

const hashOf = (value: unknown) => createHash('sha256').update(canonicalJson(value)).digest('hex');
const apply = async (api: Api, campaignId: string) => {
  const res = await api.post(`/campaigns/${campaignId}/applications`, await applying(api, campaignId));
  expect(res.status, res.text).toBe(201);
  return res.body as Application;
};
const accept = (brand: Api, id: string) => brand.post(`/applications/${id}/accept`);
const holdOf = async (server: Server, contractId: string) => (await ledgerRows(server)).filter((t) => t.id === `hold:${contractId}`);

describe('a brief’s usage rights', () => {
  const draft = (rights: unknown[], over: object = {}) => ({
    title: 'Shule snacks', feeMin: 500_000, deliverables: [{ platform: 'tiktok', type: 'video', quantity: 1, dueDays: 14, rights }], ...over,
  });

  it('are stored per deliverable and read back; none sent is none (only where published)', async () => {
    const { brand } = await world();
    const made = await brand.post('/campaigns', draft([ORGANIC, ADS]));
    expect(made.status, made.text).toBe(201);
    expect((made.body as Campaign).deliverables[0]!.rights).toEqual([ORGANIC, ADS]);
    expect(((await brand.get(`/campaigns/${made.body.id}`).expect(200)).body as Campaign).deliverables[0]!.rights).toEqual([ORGANIC, ADS]);
    const bare = await brand.post('/campaigns', { title: 'No rights', deliverables: [{ platform: 'tiktok', type: 'video', quantity: 1, dueDays: 14 }] });
    expect(bare.status, bare.text).toBe(201);
    expect((bare.body as Campaign).deliverables[0]!.rights).toEqual([]);
    // Countries are kept once each.
    const twice = await brand.post('/campaigns', draft([{ ...ORGANIC, countries: ['KE', 'KE', 'UG'] }]));
    expect((twice.body as Campaign).deliverables[0]!.rights[0]!.countries).toEqual(['KE', 'UG']);
  });

  it.each([
    ['an unknown use', { ...ORGANIC, use: 'billboards' }, 'use', 'Choose where the brand may use it: organic reposts, paid ads or its website.'],
    ['no days', { ...ORGANIC, duration: 0 }, 'duration', 'The duration must be 1 to 365 days.'],
    ['more than a year of days', { ...ORGANIC, duration: 366 }, 'duration', 'The duration must be 1 to 365 days.'],
    ['more than 24 months', { ...ORGANIC, duration: 25, unit: 'months' }, 'duration', 'The duration must be 1 to 24 months.'],
    ['a duration in weeks', { ...ORGANIC, unit: 'weeks' }, 'unit', 'Choose days or months.'],
    ['no country', { ...ORGANIC, countries: [] }, 'countries', 'Choose at least one country.'],
    ['a country by name', { ...ORGANIC, countries: ['Kenya'] }, 'countries.0', 'Use two-letter country codes, e.g. KE.'],
    ['a negative price', { ...ORGANIC, price: -1 }, 'price', 'The price must be 0 or more.'],
    ['a price in major units', { ...ORGANIC, price: 12.5 }, 'price', 'The price must be a whole number.'],
    ['a field the right does not have', { ...ORGANIC, exclusive: true }, '', 'Each usage right needs where, how long, the countries and a price.'],
  ])('refuses %s with 422 naming the deliverable, the right and the field', async (_name, right, field, message) => {
    const { brand } = await world();
    const res = await brand.post('/campaigns', draft([ORGANIC, right].slice(right.use === 'organic' ? 1 : 0)));
    expect(res.status, res.text).toBe(422);
    const index = right.use === 'organic' ? 0 : 1;
    expect(res.body.errors).toEqual({ [`deliverables.0.rights.${index}${field ? `.${field}` : ''}`]: [message] });
  });

  it('refuses a use twice on one deliverable, more than one right of each kind, and prices beyond the lowest fee (422)', async () => {
    const { brand } = await world();
    const twice = await brand.post('/campaigns', draft([ORGANIC, { ...ORGANIC, duration: 60 }]));
    expect(twice.status).toBe(422);
    expect(twice.body.errors).toEqual({ 'deliverables.0.rights.1.use': ['Use each kind of usage once per deliverable.'] });
    const four = await brand.post('/campaigns', draft([ORGANIC, ADS, { ...ORGANIC, use: 'website' }, ORGANIC]));
    expect(four.body.errors['deliverables.0.rights']).toContain('Give a deliverable at most 3 usage rights, one of each kind.');
    // The rights' prices are part of each creator's fee: together within the lowest fee, named at the right past it.
    const dear = await brand.post('/campaigns', draft([ORGANIC, { ...ADS, price: 500_001 }]));
    expect(dear.status).toBe(422);
    expect(dear.body.errors).toEqual({ 'deliverables.0.rights.1.price': ['The usage rights’ prices add up to more than the lowest fee: they are part of each creator’s fee.'] });
    // Submitting checks the whole brief: a draft whose fee fell below its rights' prices cannot be submitted.
    const ok = await brand.post('/campaigns', draft([ORGANIC, ADS]));
    await brand.patch(`/campaigns/${ok.body.id}`, { feeMin: 100_000 }).expect(200);
    const submitted = await brand.post(`/campaigns/${ok.body.id}/submit`);
    expect(submitted.status).toBe(422);
    expect(submitted.body.errors['deliverables.0.rights.1.price']).toEqual(['The usage rights’ prices add up to more than the lowest fee: they are part of each creator’s fee.']);
  });

  it('cannot change once the brief is submitted: editing a campaign in review or recruiting is refused (409)', async () => {
    const { recruiting, brand, server } = await world();
    const before = await storedApplications(server);
    for (const status of ['pending_review', 'recruiting', 'recruiting_paused'] as const) {
      await server.db.update(campaigns).set({ status }).where(eq(campaigns.id, recruiting.id));
      const res = await brand.patch(`/campaigns/${recruiting.id}`, { deliverables: [{ platform: 'tiktok', type: 'video', quantity: 2, dueDays: 21, rights: [] }] });
      expect(res.status, status).toBe(409);
    }
    expect(((await brand.get(`/campaigns/${recruiting.id}`).expect(200)).body as Campaign).deliverables).toEqual(RIGHTS_BRIEF.deliverables);
    expect(await storedApplications(server)).toEqual(before);
  });
});

describe('reading and accepting a brief’s terms', () => {
  it('GET /campaigns/:id/terms answers the deliverables with their rights, the currency and the days, and the hash of their canonical JSON', async () => {
    const { recruiting, amina, brand, admin, kahawa, campaign } = await world();
    const view = (await amina.get(`/campaigns/${recruiting.id}/terms`).expect(200)).body as BriefTermsView;
    expect(view.terms).toEqual({
      version: 1, currency: 'KES', deliveryDays: 21,
      deliverables: [
        { platform: 'tiktok', type: 'video', quantity: 2, rights: [ORGANIC, ADS] },
        { platform: 'instagram', type: 'story', quantity: 3, rights: [] },
      ],
    });
    expect(view.hash).toBe(hashOf(view.terms));
    expect((await brand.get(`/campaigns/${recruiting.id}/terms`).expect(200)).body).toEqual(view);
    expect((await admin.get(`/campaigns/${recruiting.id}/terms`).expect(200)).body).toEqual(view);
    // Another brand's campaign, or one a creator may not read yet, does not exist for them.
    expect((await kahawa.get(`/campaigns/${recruiting.id}/terms`)).status).toBe(404);
    const drafted = await campaign('cmp-rights-draft', { status: 'draft' });
    expect((await amina.get(`/campaigns/${drafted.id}/terms`)).status).toBe(404);
  });

  it('records the acceptance (version, hash, when) with the application; applying without it is refused (422) and stores nothing', async () => {
    const { server, recruiting, amina } = await world();
    const read = await readTerms(amina, recruiting.id);
    const bare = await amina.post(`/campaigns/${recruiting.id}/applications`, PITCH);
    expect(bare.status).toBe(422);
    expect(bare.body.errors).toEqual({ terms: ['Accept the usage terms to apply: tick “I accept these usage terms”.'] });
    const half = await amina.post(`/campaigns/${recruiting.id}/applications`, { ...PITCH, terms: { version: 1 } });
    expect(half.status).toBe(422);
    expect(Object.keys(half.body.errors)).toEqual(['terms.hash']);
    expect(await storedApplications(server)).toEqual([]);

    server.clock.advance(5 * 60_000);
    const application = await apply(amina, recruiting.id);
    expect(application.termsAcceptance).toEqual({ version: 1, hash: read.hash, acceptedAt: new Date(APPLIED_AT + 5 * 60_000).toISOString() });
    expect((await storedApplications(server))[0]!.termsAcceptance).toEqual(application.termsAcceptance);
  });

  it('refuses a fee below the rights’ prices, which are part of it (422 on the fee), applying or answering an invitation, and stores nothing', async () => {
    const { server, recruiting, amina, brand } = await world();
    const read = await readTerms(amina, recruiting.id);
    const low = { ...PITCH, proposedFee: 150_000, terms: read };
    const applied = await amina.post(`/campaigns/${recruiting.id}/applications`, low);
    expect(applied.status, applied.text).toBe(422);
    expect(applied.body.errors).toEqual({ proposedFee: ['The fee must cover the usage rights’ prices, which are part of it: at least KES 2,000.'] });
    expect(await storedApplications(server)).toEqual([]);
    const invited = (await brand.post(`/campaigns/${recruiting.id}/invitations`, { creatorId: 'acc-influencer' }).expect(201)).body as Application;
    const answered = await amina.post(`/applications/${invited.id}/apply`, low);
    expect(answered.status, answered.text).toBe(422);
    expect(Object.keys(answered.body.errors)).toEqual(['proposedFee']);
    expect((await storedApplications(server)).map((a) => a.status)).toEqual(['invited']);
    // At the rights' total, it is taken.
    expect((await amina.post(`/applications/${invited.id}/apply`, { ...low, proposedFee: 200_000 })).status).toBe(200);
  });

  it('refuses a stale version or other terms (409) and stores nothing; an invitation is answered the same way', async () => {
    const { server, recruiting, amina, brand } = await world();
    const read = await readTerms(amina, recruiting.id);
    for (const stale of [{ ...read, version: 2 }, { ...read, hash: hashOf({ other: 'terms' }) }]) {
      const res = await amina.post(`/campaigns/${recruiting.id}/applications`, { ...PITCH, terms: stale });
      expect(res.status, res.text).toBe(409);
      expect(res.body).toEqual({ message: 'These usage terms changed since you read them. Read them again, then accept them.', errors: { terms: ['The usage terms changed: read them again.'] } });
    }
    expect(await storedApplications(server)).toEqual([]);

    const invited = (await brand.post(`/campaigns/${recruiting.id}/invitations`, { creatorId: 'acc-influencer' }).expect(201)).body as Application;
    expect(invited.termsAcceptance).toBeNull();
    expect((await amina.post(`/applications/${invited.id}/apply`, PITCH)).status).toBe(422);
    expect((await amina.post(`/applications/${invited.id}/apply`, { ...PITCH, terms: { ...read, version: 2 } })).status).toBe(409);
    const answered = await amina.post(`/applications/${invited.id}/apply`, { ...PITCH, terms: read });
    expect(answered.status, answered.text).toBe(200);
    expect(answered.body).toMatchObject({ status: 'applied', termsAcceptance: { version: 1, hash: read.hash, acceptedAt: new Date(APPLIED_AT).toISOString() } });
  });
});

describe('the contract made from an accepted application', () => {
  it('carries terms version 1 (the brief’s, with the agreed fee) and the creator’s acceptance at the application’s time, made before the hold', async () => {
    const { server, recruiting, amina, brand } = await world();
    const application = await apply(amina, recruiting.id);
    server.clock.advance(3 * DAY);
    const accepted = await accept(brand, application.id);
    expect(accepted.status, accepted.text).toBe(200);
    const contract = accepted.body.contract as Contract;
    const acceptedAt = new Date(APPLIED_AT + 3 * DAY).toISOString();
    expect(contract.createdAt).toBe(acceptedAt);

    for (const side of [brand, amina]) {
      const view = (await side.get(`/contracts/${contract.id}/terms`).expect(200)).body.view as ContractTermsView;
      expect(view.terms).toEqual({
        version: 1, fee: PITCH.proposedFee, currency: 'KES', deliveryDays: 21,
        deliverables: [
          { platform: 'tiktok', type: 'video', quantity: 2, rights: [ORGANIC, ADS] },
          { platform: 'instagram', type: 'story', quantity: 3, rights: [] },
        ],
      });
      expect(view.hash).toBe(hashOf(view.terms));
      // The brief's terms the creator accepted are these less the fee: the stored terms are the ones accepted.
      const { fee: _fee, ...brief } = view.terms;
      expect(hashOf(brief)).toBe(application.termsAcceptance!.hash);
      expect(view.acceptance).toEqual({ acceptedBy: 'acc-influencer', acceptedAt: application.termsAcceptance!.acceptedAt, version: 1, hash: view.hash });
      expect(view.funded).toBe(true);
      // The rights run from the day the contract binds (the brand's acceptance), not from the application.
      expect(view.rightsFrom).toBe(acceptedAt);
      expect(view.rights).toEqual([
        [
          { ...ORGANIC, endsAt: new Date(APPLIED_AT + 33 * DAY).toISOString(), ended: false },
          { ...ADS, endsAt: '2026-04-23T07:00:00.000Z', ended: false },
        ],
        [],
      ]);
    }
    expect(await server.db.select().from(termsAcceptances).where(eq(termsAcceptances.contractId, contract.id))).toHaveLength(1);
    expect(await holdOf(server, contract.id)).toEqual([expect.objectContaining({ amount: PITCH.proposedFee })]);
    // Its work is not held back: the terms are accepted.
    const deliverable = ((await amina.get(`/contracts/${contract.id}/deliverables`).expect(200)).body.items as Array<{ id: string }>)[0]!;
    await server.db.update(campaigns).set({ startDate: '2026-01-01' }).where(eq(campaigns.id, recruiting.id));
    expect((await amina.post(`/deliverables/${deliverable.id}/submissions`, { url: 'https://example.com/draft', caption: 'Draft' })).status).toBe(201);
    // An application's campaign is never taken for a bought package's.
    expect(await isPackageCampaign(server.ctx, recruiting.id)).toBe(false);

    // Each right ends on its date, on the server's clock.
    server.clock.set(APPLIED_AT + 34 * DAY);
    const brandAgain = as(server, await server.signIn(SEEDED.brand));
    const later = (await brandAgain.get(`/contracts/${contract.id}/terms`).expect(200)).body.view as ContractTermsView;
    expect(later.rights[0]!.map((r) => r.ended)).toEqual([true, false]);
  });

  it('holds nothing without an acceptance: the brand’s acceptance is refused (409) and changes nothing, until the creator accepts the terms on the application', async () => {
    const { server, recruiting, amina, brand } = await world();
    // An application sent before briefs had terms.
    const at = new Date(server.clock.now()).toISOString();
    await placeApplication(server, {
      id: 'app-old', campaignId: recruiting.id, creatorId: 'acc-influencer', status: 'applied', ...PITCH, matchScoreAtApply: 80,
      termsAcceptance: null, createdAt: at, updatedAt: at,
    });
    const before = { rows: await domainRows(server), transfers: (await ledgerRows(server)).length };
    const refused = await accept(brand, 'app-old');
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ message: NOT_ACCEPTED });
    expect({ rows: await domainRows(server), transfers: (await ledgerRows(server)).length }).toEqual(before);
    expect(await server.db.select().from(contractTerms)).toEqual([]);

    // The creator accepts the terms they read on their open application (a stale read is refused); the brand is told.
    const read = await readTerms(amina, recruiting.id);
    expect((await amina.post('/applications/app-old/terms/accept', { ...read, version: 2 })).status).toBe(409);
    expect((await brand.post('/applications/app-old/terms/accept', read)).status).toBe(403);
    server.clock.advance(DAY);
    const accepted = await amina.post('/applications/app-old/terms/accept', read);
    expect(accepted.status, accepted.text).toBe(200);
    const acceptedAt = new Date(APPLIED_AT + DAY).toISOString();
    expect(accepted.body).toMatchObject({ id: 'app-old', status: 'applied', termsAcceptance: { version: 1, hash: read.hash, acceptedAt } });
    expect((await amina.post('/applications/app-old/terms/accept', read)).status).toBe(409);
    expect((await storedNotifications(server)).at(-1)).toMatchObject({ userId: 'acc-brand', type: 'application_terms_accepted' });

    const contract = (await accept(brand, 'app-old').expect(200)).body.contract as Contract;
    const view = (await brand.get(`/contracts/${contract.id}/terms`).expect(200)).body.view as ContractTermsView;
    expect(view.acceptance).toMatchObject({ acceptedBy: 'acc-influencer', acceptedAt, version: 1 });
    expect(await holdOf(server, contract.id)).toHaveLength(1);
  });

  it('refuses (409) an acceptance of other terms than the brief’s as they stand, and asks the creator again', async () => {
    const { server, recruiting, amina, brand } = await world();
    const application = await apply(amina, recruiting.id);
    // Terms cannot change while recruiting; were they changed behind the API's back, the acceptance names other terms.
    await server.db.update(campaignApplications).set({ termsAcceptance: { ...application.termsAcceptance!, hash: hashOf('older terms') } })
      .where(eq(campaignApplications.id, application.id));
    const refused = await accept(brand, application.id);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/usage terms are not the ones the creator accepted/);
    expect(await storedContracts(server)).toEqual([]);
    await amina.post(`/applications/${application.id}/terms/accept`, await readTerms(amina, recruiting.id)).expect(200);
    expect((await accept(brand, application.id)).status).toBe(200);
  });

  it('works for an old campaign whose brief has no rights at all: none, only where published', async () => {
    const { server, amina, brand } = await world();
    const old = { ...RECRUITING_BRIEF, id: 'cmp-old', deliverables: [{ platform: 'tiktok', type: 'video', quantity: 2, dueDays: 21 }] };
    await server.db.insert(campaigns).values(old as never);
    await applyLinked(server.ctx, [
      { kind: 'transfer', id: 'stk:cmp-old', debit: accountCode.asset('mpesa'), credit: accountCode.brand('acc-brand'), amount: old.budgetTotal!, currency: 'KES' },
      { kind: 'transfer', id: 'escrow:cmp-old', debit: accountCode.brand('acc-brand'), credit: accountCode.escrow('cmp-old'), amount: old.budgetTotal!, currency: 'KES' },
    ]);
    expect(((await amina.get('/campaigns/cmp-old').expect(200)).body as Campaign).deliverables).toEqual([{ ...old.deliverables[0], rights: [] }]);
    expect(((await amina.get('/campaigns/cmp-old/terms').expect(200)).body as BriefTermsView).terms.deliverables[0]!.rights).toEqual([]);
    const application = await apply(amina, 'cmp-old');
    const contract = (await accept(brand, application.id).expect(200)).body.contract as Contract;
    const view = (await amina.get(`/contracts/${contract.id}/terms`).expect(200)).body.view as ContractTermsView;
    expect(view.terms.deliverables).toEqual([{ platform: 'tiktok', type: 'video', quantity: 2, rights: [] }]);
    expect(view.rights).toEqual([[]]);
    expect(view.acceptance).not.toBeNull();
  });

  it('is given an empty list of rights by the migration, so every stored brief has the shape CampaignBrief says', async () => {
    const { server } = await world();
    const old = { ...RECRUITING_BRIEF, id: 'cmp-older', deliverables: [{ platform: 'tiktok', type: 'video', quantity: 2, dueDays: 21 }, { platform: 'instagram', type: 'reel', quantity: 1, dueDays: 7 }] };
    await server.db.insert(campaigns).values(old as never);
    const migration = fs.readFileSync(new URL('../../mock-server/db/migrations/0020_brief_usage_rights.sql', import.meta.url), 'utf8');
    const backfill = migration.split('--> statement-breakpoint').find((part) => part.includes('UPDATE "campaigns"'))!;
    await server.db.execute(sql.raw(backfill));
    const [row] = await server.db.select({ deliverables: campaigns.deliverables }).from(campaigns).where(eq(campaigns.id, 'cmp-older'));
    expect(row!.deliverables).toEqual(old.deliverables.map((d) => ({ ...d, rights: [] })));
    // Briefs that state rights keep them, in order.
    const [kept] = await server.db.select({ deliverables: campaigns.deliverables }).from(campaigns).where(eq(campaigns.id, 'cmp-rights'));
    expect(kept!.deliverables).toEqual(RIGHTS_BRIEF.deliverables);
  });
});

describe('the seed', () => {
  it('gives its application contracts their terms and acceptances: every seeded contract shows them', async () => {
    const server = await makeServer();
    const wanjiru = as(server, await server.signIn(SEEDED.brand));
    const mine = (await wanjiru.get('/contracts/mine').expect(200)).body.items as Array<{ contract: Contract }>;
    expect(mine.length).toBeGreaterThan(0);
    for (const { contract } of mine) {
      const view = (await wanjiru.get(`/contracts/${contract.id}/terms`).expect(200)).body.view as ContractTermsView;
      expect(view, contract.id).toMatchObject({ terms: { version: 1, fee: contract.agreedFee }, acceptance: { acceptedBy: contract.creatorId, version: 1 }, rightsFrom: contract.createdAt });
    }
    // The seed's open applications accepted the terms: Wanjiru can accept them.
    const application = (await wanjiru.get('/campaigns/cmp-duka-recruiting/applications').expect(200)).body.items[0].application as Application;
    expect(application.termsAcceptance).toMatchObject({ version: 1, acceptedAt: application.createdAt });
  });
});
