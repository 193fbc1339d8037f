import { asc, eq } from 'drizzle-orm';
import type { Notification } from '../../src/domain/campaign-types.ts';
import type { ServerContext } from '../../mock-server/context.ts';
import { accounts, notifications, profiles, verifications } from '../../mock-server/db/schema/people.ts';
import { accountRow, toAccount, toNotification, toProfile, toVerification, verificationRow, type VerificationRecord } from '../../mock-server/people/rows.ts';
import type { Account, ProfileRecord } from '../../mock-server/types.ts';

/**
 * The people tables (mock-server/db/schema/people.ts) in the record shapes the API answers, oldest first, and ways
 * to arrange them, straight in PostgreSQL.
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
    },
    addVerification: async (record: VerificationRecord) => {
      await db.insert(verifications).values(verificationRow(record));
    },
    /** Changes a creator's stored verification in place (its status, its figures). */
    changeVerificationOf: async (creatorId: string, change: Partial<Pick<VerificationRecord, 'status' | 'platforms' | 'decidedAt'>>) => {
      await db.update(verifications).set(change).where(eq(verifications.creatorId, creatorId));
    },
    addNotification: async (notification: Notification) => {
      await db.insert(notifications).values(notification);
    },
    removeVerificationOf: async (creatorId: string) => {
      await db.delete(verifications).where(eq(verifications.creatorId, creatorId));
    },
    clearNotificationsOf: async (userId: string) => {
      await db.delete(notifications).where(eq(notifications.userId, userId));
    },
  };
}
