import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { notifications } from '../../mock-server/db/schema/people.ts';
import { inTransaction } from '../../mock-server/db/transaction.ts';
import { notify } from '../../mock-server/notify.ts';
import { accountByEmail } from '../../mock-server/people/accounts.ts';
import { makeServer, SEEDED } from './support.ts';

describe('a notice inside a transaction (issue 18: mail only for what happened)', () => {
  it('is mailed once the transaction commits, and not before', async () => {
    const server = await makeServer();
    const brand = (await accountByEmail(server.ctx, SEEDED.brand))!;
    let mailedInside = -1;
    await inTransaction(server.ctx, async (tctx) => {
      await notify(tctx, { userId: brand.id, type: 'test_notice', title: 'Committed notice', body: 'It happened.' });
      mailedInside = server.mailbox.messages(SEEDED.brand).filter((m) => m.subject === 'Committed notice').length;
    });
    expect(mailedInside).toBe(0);
    expect(server.mailbox.messages(SEEDED.brand).filter((m) => m.subject === 'Committed notice')).toHaveLength(1);
  });

  it('that rolls back is neither stored nor mailed', async () => {
    const server = await makeServer();
    const brand = (await accountByEmail(server.ctx, SEEDED.brand))!;
    await expect(inTransaction(server.ctx, async (tctx) => {
      await notify(tctx, { userId: brand.id, type: 'test_notice', title: 'Rolled-back notice', body: 'It did not happen.' });
      throw new Error('the unit of work fails after the notice');
    })).rejects.toThrow('the unit of work fails');
    expect(server.mailbox.messages(SEEDED.brand).filter((m) => m.subject === 'Rolled-back notice')).toHaveLength(0);
    expect(await server.db.select().from(notifications).where(eq(notifications.type, 'test_notice'))).toHaveLength(0);
  });
});
