import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Application, Contract } from '../../src/domain/campaign-types.ts';
import { ACCEPT_ASKED, type ActedBy } from '../../src/domain/partner-types.ts';
import { accounts, campaignApplications, contracts, partnerActions, partnerClients } from '../../mock-server/db/schema/index.ts';
import { ledgerNames } from '../../mock-server/money/ledger-names.ts';
import { NOT_ACCEPTED } from '../../mock-server/packages/brief-terms.ts';
import { NOT_A_CLIENT } from '../../mock-server/partners/acting.ts';
import { changeCampaign, setVerificationStatus } from './campaigns-support.ts';
import { ledgerRows, noticesOf } from './money-support.ts';
import { as, makeServer, SEEDED } from './support.ts';

type Server = Awaited<ReturnType<typeof makeServer>>;
type Item = { application: Application; creator: { id: string; name: string }; actedBy: ActedBy | null };

/** Kahawa, a seeded client of the seeded partner (Brian Mwangi): "Manage campaigns" on, no spending limit. */
const KAHAWA = { id: 'acc-kahawa', email: 'brand-kahawa@sauti.test', link: 'pcl-partner-kahawa', campaign: 'cmp-kahawa-recruiting' } as const;
/** David Mutua applied to Kahawa's recruiting campaign for KES 45,000. */
const MUTUA_APP = 'app-kahawa-recruiting-mutua';
const MANAGE_REFUSED = 'This brand has not allowed you to manage its campaigns. Ask it to allow “Manage campaigns” in its partner settings.';
const CAMPAIGN = 'Kahawa Hills home brewing guide';

async function people(server: Server) {
  const partner = as(server, await server.signIn(SEEDED.partner));
  const brand = as(server, await server.signIn(KAHAWA.email));
  return { partner, brand };
}

/** Kahawa lets its partner spend up to `kes` shillings a month without asking. */
const setLimit = (server: Server, kes: number) =>
  server.db.update(partnerClients).set({ spendingLimit: kes * 100 }).where(eq(partnerClients.id, KAHAWA.link));

const actions = (server: Server) => server.db.select().from(partnerActions).where(eq(partnerActions.brandId, KAHAWA.id)).orderBy(partnerActions.seq);
const stored = async (server: Server, id: string) => (await server.db.select().from(campaignApplications).where(eq(campaignApplications.id, id)))[0]!;

/** A second application to Kahawa's campaign, from Kwame (verified), for `fee` minor units, its usage terms accepted as Mutua's are. */
async function kwameApplies(server: Server, fee: number) {
  const at = '2026-01-05T07:00:00.000Z';
  const accepted = (await stored(server, MUTUA_APP)).termsAcceptance!;
  await server.db.insert(campaignApplications).values({
    id: 'app-kahawa-recruiting-kwame', campaignId: KAHAWA.campaign, creatorId: 'acc-kwame', status: 'applied', termsAcceptance: { ...accepted, acceptedAt: at },
    pitch: 'I brew pour-overs on camera every morning for my 40,000 followers.', proposedFee: fee, matchScoreAtApply: 70, createdAt: at, updatedAt: at,
  });
  return 'app-kahawa-recruiting-kwame';
}

describe('a partner recruits for its client brand (issue 25)', () => {
  it('reads a client campaign’s applications and matches, and invites a creator from the matches, attributed', async () => {
    const server = await makeServer();
    const { partner, brand } = await people(server);
    const listed = await partner.get(`/campaigns/${KAHAWA.campaign}/applications`);
    expect(listed.status, listed.text).toBe(200);
    const mutua = (listed.body.items as Item[]).find((i) => i.application.id === MUTUA_APP)!;
    expect(mutua).toMatchObject({ application: { status: 'applied', proposedFee: 4_500_000 }, creator: { name: 'David Mutua' }, actedBy: null });

    const matches = await partner.get(`/campaigns/${KAHAWA.campaign}/matches`);
    expect(matches.status, matches.text).toBe(200);
    const open = (matches.body.items as Array<{ creator: { id: string; name: string }; application: Application | null }>).find((m) => m.application === null)!;
    expect(open).toBeDefined();
    const invited = await partner.post(`/campaigns/${KAHAWA.campaign}/invitations`, { creatorId: open.creator.id });
    expect(invited.status, invited.text).toBe(201);
    expect(invited.body).toMatchObject({ status: 'invited', creatorId: open.creator.id });
    expect((await noticesOf(server, open.creator.id, 'application_invited'))[0]?.body).toContain('Kahawa Hills Roasters invited you');

    // In the record: the partner's action, on the list the partner and the brand read, and in the brand's partner settings.
    const action = `invited ${open.creator.name} to “${CAMPAIGN}”`;
    expect((await actions(server)).map((a) => [a.subjectType, a.subjectId, a.partnerName, a.action])).toEqual([['application', invited.body.id, 'Brian Mwangi', action]]);
    const again = ((await brand.get(`/campaigns/${KAHAWA.campaign}/applications`)).body.items as Item[]).find((i) => i.application.id === invited.body.id)!;
    expect(again.actedBy).toMatchObject({ partnerName: 'Brian Mwangi', action });
    expect((await brand.get('/brand/partners')).body.actions[0]).toMatchObject({ subjectType: 'application', subjectId: invited.body.id, action });
  });

  it('shortlists and declines as the brand would, the creator told as by the brand, each attributed', async () => {
    const server = await makeServer();
    const { partner } = await people(server);
    const shortlisted = await partner.post(`/applications/${MUTUA_APP}/shortlist`);
    expect(shortlisted.status, shortlisted.text).toBe(200);
    expect(shortlisted.body.status).toBe('shortlisted');
    const declined = await partner.post(`/applications/${MUTUA_APP}/reject`);
    expect(declined.status, declined.text).toBe(200);
    expect(declined.body.status).toBe('rejected');
    expect((await noticesOf(server, 'acc-mutua', 'application_rejected'))[0]?.body).toBe(`Kahawa Hills Roasters did not select your application to "${CAMPAIGN}" this time.`);
    expect((await actions(server)).map((a) => a.action)).toEqual([
      `shortlisted David Mutua’s application to “${CAMPAIGN}”`, `rejected David Mutua’s application to “${CAMPAIGN}”`,
    ]);
  });
});

describe('a partner’s acceptance holds the brand’s money: within the spending limit, else the brand is asked (issue 25)', () => {
  it('accepts at once within the month’s limit: the contract, its fee held, counted against the limit, and the hold names the partner in the ledger', async () => {
    const server = await makeServer();
    const { partner, brand } = await people(server);
    await setLimit(server, 50_000);
    const accepted = await partner.post(`/applications/${MUTUA_APP}/accept`);
    expect(accepted.status, accepted.text).toBe(200);
    const contract = accepted.body.contract as Contract;
    expect(accepted.body).toMatchObject({ application: { id: MUTUA_APP, status: 'accepted' }, contract: { brandId: KAHAWA.id, creatorId: 'acc-mutua', agreedFee: 4_500_000 } });
    expect(accepted.body.outcome).toBeUndefined();

    // The action is keyed on the contract and carries what it spent; the brand's record lists it.
    const [row] = await actions(server);
    expect(row).toMatchObject({ id: `held:${contract.id}`, subjectType: 'application', subjectId: MUTUA_APP, spent: 4_500_000, action: `accepted David Mutua’s application to “${CAMPAIGN}”` });
    expect((await brand.get('/brand/partners')).body.actions[0]).toMatchObject({ action: `accepted David Mutua’s application to “${CAMPAIGN}”` });
    const item = ((await partner.get(`/campaigns/${KAHAWA.campaign}/applications`)).body.items as Item[]).find((i) => i.application.id === MUTUA_APP)!;
    expect(item.actedBy).toMatchObject({ partnerName: 'Brian Mwangi', action: `accepted David Mutua’s application to “${CAMPAIGN}”` });

    // The hold as stored refers to the contract; the admin ledger names who accepted it for whom.
    const hold = (await ledgerRows(server)).filter((t) => t.id === `hold:${contract.id}`);
    expect(hold).toHaveLength(1);
    const names = await ledgerNames(server.ctx, { transfers: hold });
    expect(names.refName(hold[0]!.ref, hold[0]!.id)).toBe(`${CAMPAIGN} · David Mutua · accepted by Brian Mwangi for Kahawa Hills Roasters`);

    // KES 45,000 of the 50,000 is spent this month: a second fee of KES 45,000 is asked of the brand.
    const kwame = await kwameApplies(server, 4_500_000);
    const second = await partner.post(`/applications/${kwame}/accept`);
    expect(second.status, second.text).toBe(200);
    expect(second.body).toMatchObject({ outcome: 'requested', application: { id: kwame, status: 'applied' } });
  });

  it('past the limit (none by default) asks the brand: a notice and the request on the application, nothing held; asking again tells no one twice; the brand then accepts as its own', async () => {
    const server = await makeServer();
    const { partner, brand } = await people(server);
    const asked = await partner.post(`/applications/${MUTUA_APP}/accept`);
    expect(asked.status, asked.text).toBe(200);
    const action = `${ACCEPT_ASKED} David Mutua’s application to “${CAMPAIGN}”`;
    expect(asked.body).toMatchObject({ outcome: 'requested', application: { id: MUTUA_APP, status: 'applied' }, actedBy: { partnerName: 'Brian Mwangi', action } });
    const notices = await noticesOf(server, KAHAWA.id, 'acceptance_requested');
    expect(notices.map((n) => [n.title, n.href])).toEqual([[`Application to accept: ${CAMPAIGN}`, `/brand/campaigns/${KAHAWA.campaign}`]]);
    expect(notices[0]!.body).toBe(`Brian Mwangi asks you to accept David Mutua’s application to "${CAMPAIGN}". Accepting holds their fee of KES 45,000.00; open the campaign to accept it.`);
    expect(server.mailbox.messages(KAHAWA.email)[0]?.subject).toBe(`Application to accept: ${CAMPAIGN}`);
    expect((await stored(server, MUTUA_APP)).status).toBe('applied');
    expect(await server.db.select().from(contracts).where(eq(contracts.applicationId, MUTUA_APP))).toEqual([]);
    expect((await actions(server)).map((a) => [a.action, a.spent])).toEqual([[action, 0]]);

    const twice = await partner.post(`/applications/${MUTUA_APP}/accept`);
    expect(twice.body).toMatchObject({ outcome: 'requested', actedBy: { action } });
    expect(await noticesOf(server, KAHAWA.id, 'acceptance_requested')).toHaveLength(1);
    expect(await actions(server)).toHaveLength(1);

    // The brand accepts it itself: held as any acceptance of its own, no partner named on the hold.
    const accepted = await brand.post(`/applications/${MUTUA_APP}/accept`);
    expect(accepted.status, accepted.text).toBe(200);
    const hold = (await ledgerRows(server)).filter((t) => t.id === `hold:${accepted.body.contract.id}`);
    expect((await ledgerNames(server.ctx, { transfers: hold })).refName(hold[0]!.ref, hold[0]!.id)).toBe(`${CAMPAIGN} · David Mutua`);
    // An application no longer open is not asked about again.
    expect((await partner.post(`/applications/${MUTUA_APP}/accept`)).status).toBe(409);
  });

  it('asks the brand only what it could accept: an applicant whose figures are being checked again is 409, and the brand is not asked', async () => {
    const server = await makeServer();
    const { partner } = await people(server);
    await setVerificationStatus(server, 'acc-mutua', 'pending');
    // No limit is set, so the partner would ask; the brand's own acceptance would refuse, and so does the request.
    const asked = await partner.post(`/applications/${MUTUA_APP}/accept`);
    expect(asked.status, asked.text).toBe(409);
    expect(asked.body.message).toMatch(/not verified at the moment/);
    expect(await noticesOf(server, KAHAWA.id, 'acceptance_requested')).toEqual([]);
    expect(await actions(server)).toEqual([]);
  });

  it('asks the brand only what it could accept: an applicant who has not accepted the brief’s usage terms is 409, and the brand is not asked', async () => {
    const server = await makeServer();
    const { partner } = await people(server);
    await server.db.update(campaignApplications).set({ termsAcceptance: null }).where(eq(campaignApplications.id, MUTUA_APP));
    // No limit is set, so the partner would ask; the brand could not accept (no fee is held without the acceptance).
    const asked = await partner.post(`/applications/${MUTUA_APP}/accept`);
    expect(asked.status, asked.text).toBe(409);
    expect(asked.body.message).toBe(NOT_ACCEPTED);
    expect(await noticesOf(server, KAHAWA.id, 'acceptance_requested')).toEqual([]);
    expect(await actions(server)).toEqual([]);
    // Within a limit, nothing is held or spent either.
    await setLimit(server, 100_000);
    expect((await partner.post(`/applications/${MUTUA_APP}/accept`)).status).toBe(409);
    expect(await actions(server)).toEqual([]);
    expect((await stored(server, MUTUA_APP)).status).toBe('applied');
  });

  it('a second partner of the brand asking is its own request: the brand is told of each, once', async () => {
    const server = await makeServer();
    const { partner } = await people(server);
    await server.db.insert(accounts).values({ id: 'acc-partner-2', email: 'partner-2@sauti.test', name: 'Njeri Kamau', role: 'partner', createdAt: '2026-01-05T07:00:00.000Z' });
    await server.db.insert(partnerClients).values({
      id: 'pcl-partner-2-kahawa', partnerId: 'acc-partner-2', email: KAHAWA.email, brandId: KAHAWA.id, status: 'active', createdAt: '2026-01-05T07:00:00.000Z', answeredAt: '2026-01-05T07:00:00.000Z',
    });
    const other = as(server, await server.signIn('partner-2@sauti.test'));
    const first = await partner.post(`/applications/${MUTUA_APP}/accept`);
    expect(first.body).toMatchObject({ outcome: 'requested', actedBy: { partnerId: 'acc-partner', partnerName: 'Brian Mwangi' } });
    const second = await other.post(`/applications/${MUTUA_APP}/accept`);
    expect(second.status, second.text).toBe(200);
    expect(second.body).toMatchObject({ outcome: 'requested', actedBy: { partnerId: 'acc-partner-2', partnerName: 'Njeri Kamau' } });
    const again = await other.post(`/applications/${MUTUA_APP}/accept`);
    expect(again.body).toMatchObject({ outcome: 'requested', actedBy: { partnerId: 'acc-partner-2' } });
    expect((await noticesOf(server, KAHAWA.id, 'acceptance_requested')).map((n) => n.body.split(' asks')[0]).sort()).toEqual(['Brian Mwangi', 'Njeri Kamau']);
    expect((await actions(server)).map((a) => a.partnerId)).toEqual(['acc-partner', 'acc-partner-2']);
  });

  it('asks the brand for a fee in another currency whatever the limit', async () => {
    const server = await makeServer();
    const { partner } = await people(server);
    await setLimit(server, 1_000_000);
    await changeCampaign(server, KAHAWA.campaign, { currency: 'USD' });
    const asked = await partner.post(`/applications/${MUTUA_APP}/accept`);
    expect(asked.status, asked.text).toBe(200);
    expect(asked.body.outcome).toBe('requested');
  });

  it('counts two acceptances at once one after the other on the locked link: one is held, the other refused, never both past the limit', async () => {
    const server = await makeServer();
    const { partner } = await people(server);
    await setLimit(server, 50_000);
    const kwame = await kwameApplies(server, 4_500_000);
    const [a, b] = await Promise.all([partner.post(`/applications/${MUTUA_APP}/accept`), partner.post(`/applications/${kwame}/accept`)]);
    const answers = [a, b].map((r) => [r.status, r.body.contract ? 'held' : r.body.outcome ?? r.body.message]);
    expect(answers.filter(([, what]) => what === 'held')).toHaveLength(1);
    // The other either read the month's spend after the first committed (asked) or found it in its transaction (403).
    const other = answers.find(([, what]) => what !== 'held')!;
    expect([[200, 'requested'], [403, 'Only the brand can accept this application, which holds KES 45,000.00: it lets you spend up to KES 50,000.00 a month for it, and KES 5,000.00 of that is left this month. Ask the brand to do it, or to raise your spending limit.']])
      .toContainEqual(other);
    const spent = (await actions(server)).reduce((sum, r) => sum + r.spent, 0);
    expect(spent).toBe(4_500_000);
  });

  it('refuses outside permission with 403 saying what to ask for; a brand it does not work for is 403, no application 404', async () => {
    const server = await makeServer();
    const { partner, brand } = await people(server);
    const off = await brand.patch(`/brand/partners/${KAHAWA.link}`, { manageCampaigns: false });
    expect(off.status, off.text).toBe(200);
    const refused = [
      await partner.get(`/campaigns/${KAHAWA.campaign}/applications`), await partner.get(`/campaigns/${KAHAWA.campaign}/matches`),
      await partner.post(`/campaigns/${KAHAWA.campaign}/invitations`, { creatorId: 'acc-kwame' }),
      await partner.post(`/applications/${MUTUA_APP}/shortlist`), await partner.post(`/applications/${MUTUA_APP}/reject`), await partner.post(`/applications/${MUTUA_APP}/accept`),
    ];
    for (const res of refused) expect([res.status, res.body.message]).toEqual([403, MANAGE_REFUSED]);
    // The campaign itself is refused too, so the partner's campaign page never loads it to offer "Submit for review".
    const campaign = await partner.get(`/campaigns/${KAHAWA.campaign}`);
    expect([campaign.status, campaign.body.message]).toEqual([403, MANAGE_REFUSED]);
    // Duka (brand@sauti.test) never accepted the partner.
    for (const res of [await partner.get('/campaigns/cmp-duka-recruiting/applications'), await partner.post('/applications/app-duka-recruiting-wambui/accept')]) {
      expect([res.status, res.body.message]).toEqual([403, NOT_A_CLIENT]);
    }
    expect((await partner.post('/applications/app-nope/accept')).status).toBe(404);
    // A creator cannot decide as a brand, whatever it names.
    const creator = as(server, await server.signIn('creator-mutua@sauti.test'));
    expect((await creator.post(`/applications/${MUTUA_APP}/accept`)).status).toBe(403);
    expect(await actions(server)).toEqual([]);
    expect((await stored(server, MUTUA_APP)).status).toBe('applied');
  });

  it('once removed, the partner decides nothing for the brand (403)', async () => {
    const server = await makeServer();
    const { partner, brand } = await people(server);
    await setLimit(server, 50_000);
    expect((await brand.post(`/brand/partners/${KAHAWA.link}/remove`)).status).toBe(200);
    for (const res of [await partner.post(`/applications/${MUTUA_APP}/accept`), await partner.post(`/applications/${MUTUA_APP}/shortlist`)]) {
      expect([res.status, res.body.message]).toEqual([403, NOT_A_CLIENT]);
    }
    expect(await actions(server)).toEqual([]);
    expect((await stored(server, MUTUA_APP)).status).toBe('applied');
  });
});
