import { asc, eq } from 'drizzle-orm';
import type { Notification } from '../../machines/campaignTypes.ts';
import type { ServerContext } from '../../mock-server/context.ts';
import { accounts, notifications, profiles, verifications } from '../../mock-server/db/schema/people.ts';
import { mirrorAccount, mirrorNotification, mirrorVerification } from '../../mock-server/people/mirror.ts';
import { accountRow, toAccount, toNotification, toProfile, toVerification, verificationRow, type VerificationRecord } from '../../mock-server/people/rows.ts';
import type { Account, ProfileRecord } from '../../mock-server/types.ts';

/**
 * The people tables (mock-server/db/schema/people.ts) in the record shapes the API answers, oldest first, and ways
 * to arrange them: what `readData().accounts` and `ctx.store.get('accounts').push(…)` were before they moved.
 */
export function peopleOf(server: { ctx: ServerContext }) {
  const { db } = server.ctx;
  return {
    accounts: async (): Promise<Account[]> => (await db.select().from(accounts).orderBy(asc(accounts.seq))).map(toAccount),
    account: async (email: string): Promise<Account | undefined> => (await db.select().from(accounts).where(eq(accounts.email, email))).map(toAccount)[0],
    profiles: async (): Promise<ProfileRecord[]> => (await db.select().from(profiles).orderBy(asc(profiles.createdAt))).map(toProfile),
    verifications: async (): Promise<VerificationRecord[]> => (await db.select().from(verifications).orderBy(asc(verifications.submittedAt))).map(toVerification),
    notifications: async (): Promise<Notification[]> => (await db.select().from(notifications).orderBy(asc(notifications.seq))).map(toNotification),

    addAccount: async (account: Account) => {
      await db.insert(accounts).values(accountRow(account));
      mirrorAccount(server.ctx, account); // PG-MERGE: dual write
    },
    addVerification: async (record: VerificationRecord) => {
      await db.insert(verifications).values(verificationRow(record));
      mirrorVerification(server.ctx, record); // PG-MERGE: dual write
    },
    addNotification: async (notification: Notification) => {
      await db.insert(notifications).values(notification);
      mirrorNotification(server.ctx, notification); // PG-MERGE: dual write
    },
    removeVerificationOf: async (creatorId: string) => {
      await db.delete(verifications).where(eq(verifications.creatorId, creatorId));
      server.ctx.store.get('verifications').remove({ creatorId }).write(); // PG-MERGE: dual write
    },
    clearNotificationsOf: async (userId: string) => {
      await db.delete(notifications).where(eq(notifications.userId, userId));
      server.ctx.store.get('notifications').remove({ userId }).write(); // PG-MERGE: dual write
    },
  };
}
