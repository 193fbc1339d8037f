import { eq } from 'drizzle-orm';
import { noticePhones, noticeSends } from '../../mock-server/db/schema/index.ts';
import { simMessages } from '../../mock-server/providers/texts/sim.ts';
import type { makeServer } from './support.ts';

type Server = Awaited<ReturnType<typeof makeServer>>;

/** Seeded accounts used by the notices tests. */
export const CREATOR = { id: 'acc-influencer', email: 'influencer@sauti.test', phone: '+254712345678' } as const;

/** Gives an account a verified phone directly (the code flow has its own tests). */
export async function verifiedPhone(server: Server, accountId: string, phone: string): Promise<void> {
  await server.db.insert(noticePhones).values({ accountId, phone, verifiedAt: server.clock.now(), attempts: 0, codesInWindow: 0 });
}

/** The outbox rows for an account, oldest first. */
export const sendsOf = (server: Server, accountId: string) => server.db.select().from(noticeSends).where(eq(noticeSends.accountId, accountId)).orderBy(noticeSends.seq);

/** The texts the simulated phone `phone` received, oldest first. */
export const phoneMessages = (server: Server, phone: string) => simMessages(server.ctx, phone);
