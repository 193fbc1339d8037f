import { describe, expect, it } from 'vitest';
import type { Application, Contract } from '../../src/domain/campaign-types.ts';
import { accountCode } from '../../mock-server/ledger/accounts.ts';
import { applyLinked, balances } from '../../mock-server/ledger/ledger.ts';
import { ledgerRows } from './money-support.ts';
import type { CampaignRecord } from '../../mock-server/types.ts';
import {
  applying, changeCampaign, clearForApplications, domainRows, PITCH, placeAccount, placeCampaign, placeContract, placeVerified, readTerms, RECRUITING_BRIEF,
  setVerificationStatus, storedApplications, storedCampaign, storedContracts, storedMatches, storedNotifications,
} from './campaigns-support.ts';
import { as, makeServer, SEEDED } from './support.ts';

type Server = Awaited<ReturnType<typeof makeServer>>;
type Api = ReturnType<typeof as>;

const BRIEF = RECRUITING_BRIEF;


async function world() {
  const server = await makeServer();
  await clearForApplications(server);
  /** A launched campaign: its budget paid into escrow, as a succeeded launch payment leaves it (decision 0009). */
  const campaign = async (id: string, over: Partial<CampaignRecord> = {}) => {
    const record: CampaignRecord = { ...BRIEF, id, ...over };
    await placeCampaign(server, record);
    const [brand, budget] = [accountCode.brand(record.brandId), record.budgetTotal ?? 0];
    await applyLinked(server.ctx, [
      { kind: 'transfer', id: `stk:${id}`, debit: accountCode.asset('mpesa'), credit: brand, amount: budget, currency: 'KES' },
      { kind: 'transfer', id: `escrow:${id}`, debit: brand, credit: accountCode.escrow(id), amount: budget, currency: 'KES' },
    ]);
    return record;
  };
  const account = (id: string, email: string, role: 'brand' | 'influencer') =>
    placeAccount(server, { id, email, name: `Test ${id}`, role, avatar: null, createdAt: '2025-06-01T08:00:00.000Z' });
  const verify = (creatorId: string, status: 'pending' | 'verified' = 'verified') => placeVerified(server, creatorId, status);
  await account('acc-t-otto', 't-otto@sauti.test', 'influencer');
  await account('acc-t-brand2', 't-brand2@sauti.test', 'brand');
  await verify('acc-t-otto');
  const sign = async (email: string) => as(server, await server.signIn(email));
  return {
    server, campaign, verify, recruiting: await campaign('cmp-t'),
    brand: await sign(SEEDED.brand), amina: await sign(SEEDED.influencer), otto: await sign('t-otto@sauti.test'),
    brand2: await sign('t-brand2@sauti.test'), admin: await sign(SEEDED.admin), anon: as(server),
  };
}
const notices = async (server: Server, userId: string) => (await storedNotifications(server)).filter((n) => n.userId === userId).map((n) => n.type);
const apply = async (api: Api, campaignId: string, pitch: object = PITCH) => {
  const res = await api.post(`/campaigns/${campaignId}/applications`, await applying(api, campaignId, pitch));
  expect(res.status, res.text).toBe(201);
  return res.body as Application;
};
const act = (api: Api, id: string, action: string, body: object = {}) => api.post(`/applications/${id}/${action}`, body);

describe('applying', () => {
  it('takes a pitch and fee from a verified creator, keeps the match score, and tells the brand', async () => {
    const { server, recruiting, amina, brand } = await world();
    const application = await apply(amina, recruiting.id);
    expect(application).toMatchObject({ campaignId: recruiting.id, creatorId: 'acc-influencer', status: 'applied', ...PITCH });
    const stored = (await storedMatches(server)).find((m) => m.campaignId === recruiting.id && m.creatorId === 'acc-influencer');
    expect(application.matchScoreAtApply).toBe(stored?.score);
    expect(await notices(server, 'acc-brand')).toContain('application_received');
    const list = await brand.get(`/campaigns/${recruiting.id}/applications`).expect(200);
    expect(list.body.items).toEqual([{ application, creator: expect.objectContaining({ id: 'acc-influencer' }), match: stored, actedBy: null }]);
    expect((await amina.get('/creators/me/applications').expect(200)).body.items).toEqual([{ application, campaign: expect.objectContaining({ id: recruiting.id, acceptedCount: 0 }) }]);
  });

  it('refuses a second application to the same campaign with 409', async () => {
    const { recruiting, amina } = await world();
    await apply(amina, recruiting.id);
    const again = await amina.post(`/campaigns/${recruiting.id}/applications`, await applying(amina, recruiting.id));
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('You have already applied to this campaign.');
  });

  it.each([
    ['a short pitch', { ...PITCH, pitch: 'Pick me!' }, 'pitch'],
    ['a fee in major units', { ...PITCH, proposedFee: 18_000.5 }, 'proposedFee'],
    ['no fee', { pitch: PITCH.pitch }, 'proposedFee'],
  ])('answers 422 for %s', async (_name, body, field) => {
    const { recruiting, amina } = await world();
    const res = await amina.post(`/campaigns/${recruiting.id}/applications`, { ...body, terms: await readTerms(amina, recruiting.id) });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors)).toEqual([field]);
  });

  it('refuses unverified creators (403), campaigns that are not recruiting (404), and other roles (403, 401)', async () => {
    const { server, campaign, recruiting, amina, brand, anon } = await world();
    await setVerificationStatus(server, 'acc-influencer', 'pending');
    expect((await amina.post(`/campaigns/${recruiting.id}/applications`, PITCH)).status).toBe(403);
    await setVerificationStatus(server, 'acc-influencer', 'verified');
    expect((await amina.post(`/campaigns/${(await campaign('cmp-t-draft', { status: 'draft' })).id}/applications`, PITCH)).status).toBe(404);
    expect((await brand.post(`/campaigns/${recruiting.id}/applications`, PITCH)).status).toBe(403);
    expect((await anon.post(`/campaigns/${recruiting.id}/applications`, PITCH)).status).toBe(401);
  });

  it('shows each side only its own lists', async () => {
    const { recruiting, amina, otto, brand2, admin, anon } = await world();
    await apply(amina, recruiting.id);
    expect((await otto.get('/creators/me/applications').expect(200)).body.items).toEqual([]);
    expect((await brand2.get(`/campaigns/${recruiting.id}/applications`)).status).toBe(404);
    expect((await amina.get(`/campaigns/${recruiting.id}/applications`)).status).toBe(403);
    expect((await admin.get(`/campaigns/${recruiting.id}/applications`)).status).toBe(403);
    expect((await anon.get(`/campaigns/${recruiting.id}/applications`)).status).toBe(401);
    expect((await brand2.get('/creators/me/applications')).status).toBe(403);
    expect((await anon.get('/creators/me/applications')).status).toBe(401);
  });
});

describe('invitations', () => {
  it('lets the invited creator apply with a pitch and fee, and tells the brand', async () => {
    const { server, recruiting, brand, amina } = await world();
    const invited = (await brand.post(`/campaigns/${recruiting.id}/invitations`, { creatorId: 'acc-influencer' }).expect(201)).body as Application;
    const direct = await amina.post(`/campaigns/${recruiting.id}/applications`, await applying(amina, recruiting.id));
    expect(direct.status).toBe(409);
    const res = await act(amina, invited.id, 'apply', await applying(amina, recruiting.id));
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ id: invited.id, status: 'applied', ...PITCH, matchScoreAtApply: expect.any(Number) });
    expect(await notices(server, 'acc-brand')).toContain('application_received');
    expect((await act(amina, invited.id, 'apply', await applying(amina, recruiting.id))).status).toBe(409);
  });

  it('lets the creator decline, after which applying is refused (409)', async () => {
    const { server, recruiting, brand, amina } = await world();
    const invited = (await brand.post(`/campaigns/${recruiting.id}/invitations`, { creatorId: 'acc-influencer' }).expect(201)).body as Application;
    expect((await act(amina, invited.id, 'decline').expect(200)).body.status).toBe('declined');
    expect(await notices(server, 'acc-brand')).toContain('invitation_declined');
    const refused = await act(amina, invited.id, 'apply', await applying(amina, recruiting.id));
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('This application is declined, so it cannot be sent.');
  });
});

describe('the brand decides', () => {
  it('shortlists, then accepts into an active contract both sides can see', async () => {
    const { server, recruiting, brand, amina } = await world();
    const application = await apply(amina, recruiting.id);
    expect((await act(brand, application.id, 'shortlist').expect(200)).body.status).toBe('shortlisted');
    expect(await notices(server, 'acc-influencer')).toContain('application_shortlisted');
    const res = await act(brand, application.id, 'accept');
    expect(res.status, res.text).toBe(200);
    const contract = res.body.contract as Contract;
    expect(res.body.application).toMatchObject({ id: application.id, status: 'accepted' });
    expect(contract).toMatchObject({ campaignId: recruiting.id, applicationId: application.id, brandId: 'acc-brand', creatorId: 'acc-influencer', agreedFee: PITCH.proposedFee, currency: 'KES', status: 'active' });
    expect((await storedNotifications(server)).filter((n) => n.userId === 'acc-influencer').at(-1)).toMatchObject({ type: 'application_accepted', href: `/influencer/campaigns/${recruiting.id}` });
    // The agreed fee is held from the campaign's escrow for the creator, in the same write.
    expect(await ledgerRows(server)).toContainEqual(expect.objectContaining({
      id: `hold:${contract.id}`, debitAccountId: accountCode.escrow(recruiting.id), creditAccountId: accountCode.creator('acc-influencer'), amount: PITCH.proposedFee, flags: expect.objectContaining({ pending: true }),
    }));
    expect((await balances(server.ctx, accountCode.creator('acc-influencer')))).toMatchObject({ pending: PITCH.proposedFee, available: 0 });
    for (const side of [brand, amina]) {
      const mine = await side.get('/contracts/mine').expect(200);
      expect(mine.body.items).toEqual([{ contract, campaign: expect.objectContaining({ id: recruiting.id, acceptedCount: 1, status: 'recruiting' }), creator: expect.objectContaining({ id: 'acc-influencer' }) }]);
    }
  });

  it('rejects an application and tells the creator', async () => {
    const { server, recruiting, brand, amina } = await world();
    const application = await apply(amina, recruiting.id);
    expect((await act(brand, application.id, 'reject').expect(200)).body.status).toBe('rejected');
    expect(await notices(server, 'acc-influencer')).toContain('application_rejected');
  });

  it('refuses to accept a withdrawn application (409)', async () => {
    const { server, recruiting, brand, amina } = await world();
    const application = await apply(amina, recruiting.id);
    expect((await act(amina, application.id, 'withdraw').expect(200)).body.status).toBe('withdrawn');
    expect(await notices(server, 'acc-brand')).toContain('application_withdrawn');
    const res = await act(brand, application.id, 'accept');
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('This application is withdrawn, so it cannot be accepted.');
    expect(await storedContracts(server)).toEqual([]);
  });

  it('fills the last slot, which closes recruiting and expires the other open applications', async () => {
    const { server, campaign, brand, amina, otto } = await world();
    const single = await campaign('cmp-t-one', { slots: 1 });
    const first = await apply(amina, single.id);
    const second = await apply(otto, single.id);
    await act(brand, first.id, 'accept').expect(200);
    expect((await storedCampaign(server, single.id))?.status).toBe('in_progress');
    expect((await storedApplications(server)).find((a) => a.id === second.id)?.status).toBe('expired');
    expect(await notices(server, 'acc-t-otto')).toContain('application_expired');
    expect((await act(brand, second.id, 'accept')).status).toBe(409);
  });

  it('accepts only one of two acceptances racing for the last slot: one contract, the other refused (409)', async () => {
    const { server, campaign, brand, amina, otto } = await world();
    const single = await campaign('cmp-t-race', { slots: 1 });
    const first = await apply(amina, single.id);
    const second = await apply(otto, single.id);
    const answers = await Promise.all([act(brand, first.id, 'accept'), act(brand, second.id, 'accept')]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect((await storedContracts(server)).filter((c) => c.campaignId === single.id)).toHaveLength(1);
    expect((await storedCampaign(server, single.id))?.status).toBe('in_progress');
  });

  it('refuses acceptance with "All creator slots are filled." when no slot is left (409)', async () => {
    const { server, recruiting, brand, amina } = await world();
    const application = await apply(amina, recruiting.id);
    for (const id of ['k1', 'k2']) {
      await placeContract(server, { id, campaignId: recruiting.id, applicationId: id, brandId: 'acc-brand', creatorId: id, agreedFee: 1, currency: 'KES', status: 'active', createdAt: '2026-01-05T07:00:00.000Z' });
    }
    const res = await act(brand, application.id, 'accept');
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('All creator slots are filled.');
  });

  it('refuses acceptance when too little is held for the fee (409, both amounts named), and changes nothing', async () => {
    const { server, campaign, brand, amina } = await world();
    const thin = await campaign('cmp-t-thin', { budgetTotal: 1_000_000 });
    const application = await apply(amina, thin.id);
    const before = { data: await domainRows(server), transfers: (await ledgerRows(server)).length };
    const res = await act(brand, application.id, 'accept');
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('This campaign has KES 10,000.00 of held funds free, less than the agreed fee of KES 18,000.00, so this creator cannot be accepted.');
    expect({ data: await domainRows(server), transfers: (await ledgerRows(server)).length }).toEqual(before);
    expect(await storedContracts(server)).toEqual([]);
  });

  it('refuses acceptance while recruiting is paused (409)', async () => {
    const { server, recruiting, brand, amina } = await world();
    const application = await apply(amina, recruiting.id);
    await changeCampaign(server, recruiting.id, { status: 'recruiting_paused' });
    expect((await act(brand, application.id, 'accept')).status).toBe(409);
  });
});

describe('application permissions', () => {
  it('hides another user\'s application (404) and keeps each action to its side (403, 401)', async () => {
    const { recruiting, brand, brand2, amina, otto, admin, anon } = await world();
    const application = await apply(amina, recruiting.id);
    for (const action of ['apply', 'decline', 'withdraw']) {
      expect((await act(otto, application.id, action, PITCH)).status).toBe(404);
      expect((await act(brand, application.id, action, PITCH)).status).toBe(403);
      expect((await act(anon, application.id, action, PITCH)).status).toBe(401);
    }
    for (const action of ['shortlist', 'reject', 'accept']) {
      expect((await act(brand2, application.id, action)).status).toBe(404);
      expect((await act(amina, application.id, action)).status).toBe(403);
      expect((await act(admin, application.id, action)).status).toBe(403);
      expect((await act(anon, application.id, action)).status).toBe(401);
    }
    expect((await act(amina, 'nope', 'withdraw')).status).toBe(404);
  });

  it('keeps contracts to the brand and the creator', async () => {
    const { recruiting, brand, brand2, amina, otto, admin, anon } = await world();
    await act(brand, (await apply(amina, recruiting.id)).id, 'accept').expect(200);
    expect((await brand2.get('/contracts/mine').expect(200)).body.items).toEqual([]);
    expect((await otto.get('/contracts/mine').expect(200)).body.items).toEqual([]);
    expect((await admin.get('/contracts/mine')).status).toBe(403);
    expect((await anon.get('/contracts/mine')).status).toBe(401);
  });
});

describe('what creators may see and do', () => {
  it("shows creators the brief without the admin's review notes or the brand's total budget", async () => {
    const note = { kind: 'changes_requested' as const, text: 'Budget too thin for 2 creators.', at: '2026-01-01T09:00:00.000Z', by: 'Grace' };
    const { campaign, amina, brand } = await world();
    const recruiting = await campaign('cmp-noted', { reviewNotes: [note] });
    const own = await brand.get(`/campaigns/${recruiting.id}`).expect(200);
    expect(own.body.budgetTotal).toBe(10_000_000);
    const seen = await amina.get(`/campaigns/${recruiting.id}`).expect(200);
    expect(seen.body).toMatchObject({ id: recruiting.id, title: 'Shule snacks', reviewNotes: [], budgetTotal: null });
    expect(JSON.stringify(seen.body)).not.toContain(note.text);
  });

  it("refuses an application from a creator outside the campaign's hard filters, naming the fee when it is the fee", async () => {
    const { campaign, amina } = await world();
    const youtubeOnly = await campaign('cmp-yt', { platforms: ['youtube'], deliverables: [{ platform: 'youtube', type: 'video', quantity: 1, dueDays: 14, rights: [] }] });
    const off = await amina.post(`/campaigns/${youtubeOnly.id}/applications`, await applying(amina, youtubeOnly.id));
    expect(off.status).toBe(422);
    expect(off.body.errors.campaign).toEqual(["The creator is not on the campaign's platforms."]);
    const pricey = await amina.post('/campaigns/cmp-t/applications', await applying(amina, 'cmp-t', { ...PITCH, proposedFee: 2_500_000 }));
    expect(pricey.status).toBe(422);
    expect(pricey.body.errors.proposedFee?.[0]).toMatch(/^The fee is more than 20% over/);
  });

  it('refuses to accept a creator whose figures are being checked again (409), and creates no contract', async () => {
    const { server, recruiting, amina, brand } = await world();
    const application = await apply(amina, recruiting.id);
    await setVerificationStatus(server, 'acc-influencer', 'pending');
    const res = await act(brand, application.id, 'accept');
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/not verified at the moment/);
    expect(await storedContracts(server)).toEqual([]);
  });
});
