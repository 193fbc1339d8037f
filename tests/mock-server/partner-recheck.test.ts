import type { Request } from 'express';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { contracts, partnerActions, partnerClients } from '../../mock-server/db/schema/index.ts';
import { NOT_A_CLIENT } from '../../mock-server/partners/acting.ts';
import { noticesOf } from './money-support.ts';
import { as, makeServer, SEEDED } from './support.ts';

/**
 * The partner's acceptance checks the link twice: `forClient` and `acceptOrAsk` read it before the transaction, and the
 * transaction locks it and checks again (partners/acting.ts lockedLink). The race test in partner-recruiting.test.ts may
 * go either way; here the brand's change lands deterministically between the two: a hook runs right after `forClient`.
 */
let between: ((req: Request) => Promise<void>) | undefined;
vi.mock('../../mock-server/partners/acting.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../mock-server/partners/acting.ts')>();
  return {
    ...original,
    forClient: (...args: Parameters<typeof original.forClient>) => {
      const checked = original.forClient(...args);
      return ((req, res, next) => checked(req, res, (err?: unknown) => {
        if (err || !between) return next(err);
        between(req).then(() => next(), next);
      })) as ReturnType<typeof original.forClient>;
    },
  };
});
afterEach(() => {
  between = undefined;
});

const KAHAWA = { id: 'acc-kahawa', email: 'brand-kahawa@sauti.test', link: 'pcl-partner-kahawa' } as const;
/** David Mutua applied to Kahawa's recruiting campaign for KES 45,000. */
const MUTUA_APP = 'app-kahawa-recruiting-mutua';

async function start() {
  const server = await makeServer();
  const partner = as(server, await server.signIn(SEEDED.partner));
  const setLink = (values: Partial<typeof partnerClients.$inferInsert>) => server.db.update(partnerClients).set(values).where(eq(partnerClients.id, KAHAWA.link));
  await setLink({ spendingLimit: 5_000_000 }); // KES 50,000: the fee of KES 45,000 fits
  const nothingDone = async () => {
    expect(await server.db.select().from(contracts).where(eq(contracts.applicationId, MUTUA_APP))).toEqual([]);
    expect(await server.db.select().from(partnerActions).where(eq(partnerActions.brandId, KAHAWA.id))).toEqual([]);
    expect(await noticesOf(server, KAHAWA.id, 'acceptance_requested')).toEqual([]);
  };
  return { server, partner, setLink, nothingDone };
}

describe('a partner’s acceptance re-checks the link in its transaction (issue 25)', () => {
  it('refuses (403) when the brand lowered the limit to 0 after the request read it as KES 50,000: nothing held', async () => {
    const { partner, setLink, nothingDone } = await start();
    between = async (req) => {
      expect(req.partnerLink?.spendingLimit).toBe(5_000_000);
      await setLink({ spendingLimit: 0 });
    };
    const res = await partner.post(`/applications/${MUTUA_APP}/accept`);
    expect(res.status, res.text).toBe(403);
    expect(res.body.message).toMatch(/^Only the brand can accept this application, which holds KES 45,000.00: it lets you spend nothing for it\./);
    await nothingDone();
  });

  it('refuses (403) when the brand removed the partner after the request found the link: nothing held', async () => {
    const { partner, setLink, nothingDone } = await start();
    between = async () => {
      await setLink({ status: 'removed', endedAt: '2026-01-05T07:00:00.000Z' });
    };
    const res = await partner.post(`/applications/${MUTUA_APP}/accept`);
    expect([res.status, res.body.message]).toEqual([403, NOT_A_CLIENT]);
    await nothingDone();
  });

  it('goes through when nothing changed in between (the hook itself changes nothing)', async () => {
    const { partner } = await start();
    between = async () => {};
    const res = await partner.post(`/applications/${MUTUA_APP}/accept`);
    expect(res.status, res.text).toBe(200);
    expect(res.body.contract).toMatchObject({ agreedFee: 4_500_000 });
  });
});
