import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Campaign } from '../../src/domain/campaign-types.ts';
import type { PartnerClient } from '../../src/domain/partner-types.ts';
import { accounts, partnerClients } from '../../mock-server/db/schema/index.ts';
import { ACCOUNT_TAKEN, CLAIM_FIRST } from '../../mock-server/routes/partners.ts';
import { noticesOf } from './money-support.ts';
import { as, makeServer, SEEDED } from './support.ts';

type Server = Awaited<ReturnType<typeof makeServer>>;
const OWNER = 'owner@kitenge.test';

/** The seeded partner makes Kitenge House's account for its owner. */
async function partnerMakesKitenge(server: Server) {
  const partner = as(server, await server.signIn(SEEDED.partner));
  const made = await partner.post('/partner/client-brands', { companyName: ' Kitenge House ', email: ' Owner@Kitenge.test ' });
  expect(made.status, made.text).toBe(201);
  return { partner, link: made.body as PartnerClient };
}

/** The owner proves the email with a code (registering, as the mail invites them, or signing in). */
async function ownerSignsIn(server: Server, purpose: 'register' | 'login' = 'register') {
  return as(server, await server.signIn(OWNER, purpose));
}

describe('a client brand the partner makes, claimed later by its owner (issue 25)', () => {
  it('makes the brand active at once, which the partner runs within the default permissions; its owner is mailed', async () => {
    const server = await makeServer();
    const { partner, link } = await partnerMakesKitenge(server);
    expect(link).toMatchObject({ email: OWNER, status: 'active', createdByPartner: true, claimedAt: null, brandName: 'Kitenge House', manageCampaigns: true, reviewDeliverables: true, spendingLimit: 0 });
    const [brand] = await server.db.select().from(accounts).where(eq(accounts.email, OWNER));
    expect(brand).toMatchObject({ id: link.brandId, role: 'brand' });
    const mail = server.mailbox.messages(OWNER).find((m) => m.subject === 'Brian Mwangi made Kitenge House a brand account on Sauti');
    expect(mail?.text).toMatch(/Sign in with this email to claim it/);
    expect(server.mailbox.messages(OWNER)).toHaveLength(1);

    const draft = await partner.post('/campaigns', { brandId: link.brandId, title: 'Kitenge festive drop' });
    expect(draft.status, draft.text).toBe(201);
    expect(draft.body as Campaign).toMatchObject({ brandId: link.brandId, brandName: 'Kitenge House', status: 'draft' });
    expect(((await partner.get('/partner/clients')).body as { items: PartnerClient[] }).items.map((c) => c.brandName)).toContain('Kitenge House');
  });

  it('lets the owner register with the email, offers the claim, and after it the owner changes permissions and removes the partner', async () => {
    const server = await makeServer();
    const { partner, link } = await partnerMakesKitenge(server);
    const owner = await ownerSignsIn(server);
    expect((await owner.get('/v1/auth/me')).body.user).toMatchObject({ email: OWNER, role: 'brand' });
    expect(await noticesOf(server, link.brandId!, 'partner_created_brand')).toHaveLength(1);
    const offered = (await owner.get('/brand/partners')).body as { items: PartnerClient[] };
    expect(offered.items).toMatchObject([{ id: link.id, createdByPartner: true, claimedAt: null, partnerName: 'Brian Mwangi' }]);

    // Before claiming, the link is not the owner's to change.
    for (const res of [await owner.patch(`/brand/partners/${link.id}`, { spendingLimit: 1000 }), await owner.post(`/brand/partners/${link.id}/remove`)]) {
      expect([res.status, res.body.message]).toEqual([409, CLAIM_FIRST]);
    }
    const claimed = await owner.post(`/brand/partners/${link.id}/claim`);
    expect(claimed.status, claimed.text).toBe(200);
    expect(claimed.body).toMatchObject({ claimedAt: expect.any(String) as string, status: 'active' });
    expect(await noticesOf(server, 'acc-partner', 'partner_brand_claimed')).toHaveLength(1);
    expect((await owner.post(`/brand/partners/${link.id}/claim`)).status).toBe(409);

    const changed = await owner.patch(`/brand/partners/${link.id}`, { manageCampaigns: false });
    expect([changed.status, changed.body.manageCampaigns]).toEqual([200, false]);
    expect((await partner.post('/campaigns', { brandId: link.brandId, title: 'Another drop' })).status).toBe(403);
    expect((await owner.post(`/brand/partners/${link.id}/remove`)).status).toBe(200);
    // Once claimed, the email is an ordinary account: registering again is 409.
    expect((await server.api.sendCode(OWNER, 'register')).status).toBe(409);
  });

  it('lets the owner sign in instead of registering, and refuses a claim by another brand or of an invited brand', async () => {
    const server = await makeServer();
    const { partner, link } = await partnerMakesKitenge(server);
    const other = as(server, await server.signIn(SEEDED.brand));
    expect((await other.post(`/brand/partners/${link.id}/claim`)).status).toBe(404);
    const invited = (await partner.post('/partner/clients', { email: SEEDED.brand }).expect(201)).body as PartnerClient;
    await other.post(`/brand/partners/${invited.id}/accept`).expect(200);
    expect((await other.post(`/brand/partners/${invited.id}/claim`)).status).toBe(409);
    const owner = await ownerSignsIn(server, 'login');
    expect((await owner.post(`/brand/partners/${link.id}/claim`)).status).toBe(200);
  });

  it('validates the body (422 with field errors), refuses an email that has an account (409) or the partner’s own, and counts toward the plan', async () => {
    const server = await makeServer();
    const partner = as(server, await server.signIn(SEEDED.partner));
    const bad = await partner.post('/partner/client-brands', { companyName: '  ', email: 'not-an-email', extra: 1 });
    expect(bad.status).toBe(422);
    const fields = await partner.post('/partner/client-brands', { companyName: '', email: 'x' });
    expect(fields.body.errors).toMatchObject({ companyName: ['Enter the brand’s company name.'], email: ['Enter a valid email address.'] });
    const taken = await partner.post('/partner/client-brands', { companyName: 'Duka', email: SEEDED.brand });
    expect([taken.status, taken.body.message]).toEqual([409, ACCOUNT_TAKEN]);
    expect((await partner.post('/partner/client-brands', { companyName: 'Me', email: SEEDED.partner })).status).toBe(422);
    await partner.post('/partner/clients', { email: 'invited@kitenge.test' }).expect(201);
    const invitedAlready = await partner.post('/partner/client-brands', { companyName: 'Invited Ltd', email: 'invited@kitenge.test' });
    expect([invitedAlready.status, invitedAlready.body.message]).toEqual([409, expect.stringMatching(/already invited/) as string]);
    expect(await server.db.select().from(accounts).where(eq(accounts.email, 'invited@kitenge.test'))).toEqual([]);
    expect((await partner.get('/partner/client-brands')).status).toBe(404);
    expect((await as(server, await server.signIn(SEEDED.brand)).post('/partner/client-brands', { companyName: 'X', email: 'x@kitenge.test' })).status).toBe(403);

    // The plan counts it: the partner's plan is full once it has as many clients as it allows.
    const before = ((await partner.get('/partner/clients')).body as { limit: number; used: number });
    await partner.post('/partner/client-brands', { companyName: 'Kitenge House', email: OWNER }).expect(201);
    expect(((await partner.get('/partner/clients')).body as { used: number }).used).toBe(before.used + 1);
    expect(await server.db.select().from(partnerClients).where(eq(partnerClients.createdByPartner, true))).toHaveLength(1);
  });
});
