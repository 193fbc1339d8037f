import { describe, expect, it } from 'vitest';
import { isUniqueViolation } from '../../mock-server/db/errors.ts';
import { accounts, notifications, profiles } from '../../mock-server/db/schema/people.ts';
import { notify } from '../../mock-server/notify.ts';
import { accountRow } from '../../mock-server/people/rows.ts';
import { peopleOf } from './people-support.ts';
import { makeServer, SEEDED } from './support.ts';

const refusal = (work: Promise<unknown>) => work.then(() => null, (error: unknown) => error);

describe('people tables: what the database itself holds to', () => {
  it('keeps one account per email whatever its case', async () => {
    const server = await makeServer();
    const twin = accountRow({ id: 'acc-twin', email: SEEDED.brand.toUpperCase(), name: '', role: null, avatar: null, createdAt: '2026-01-01T00:00:00.000Z' });
    expect(isUniqueViolation(await refusal(server.db.insert(accounts).values(twin)), 'accounts_email_lower')).toBe(true);
  });

  it('keeps one profile per username whatever its case', async () => {
    const server = await makeServer();
    const row = { id: 'prof-twin', accountId: 'acc-new', email: SEEDED.newcomer, username: 'DUKA_WANJIRU', createdAt: '2026-01-01T00:00:00.000Z' };
    expect(isUniqueViolation(await refusal(server.db.insert(profiles).values(row)), 'profiles_username_lower')).toBe(true);
  });

  it('tells no one who does not exist: notify stores no notice for an unknown account, and the foreign key refuses one', async () => {
    const server = await makeServer();
    const before = (await peopleOf(server).notifications()).length;
    await notify(server.ctx, { userId: 'acc-gone', type: 'test', title: 'Hello', body: 'Anyone?' });
    expect(await peopleOf(server).notifications()).toHaveLength(before);
    expect(await refusal(server.db.insert(notifications).values({ id: 'n-x', userId: 'acc-gone', type: 't', title: 't', body: 'b', createdAt: '2026-01-01T00:00:00.000Z' }))).toBeInstanceOf(Error);
  });
});
