import type { Notification, Verification } from '../../src/domain/campaign-types.ts';
import type { accounts, notifications, profiles, verifications } from '../db/schema/people.ts';
import type { Account, ProfileRecord } from '../types.ts';
import type { StoredFile } from '../uploads.ts';

/**
 * Records as the HTTP contract shapes them, and rows as the people tables hold them: one
 * conversion each way, so every query answers exactly the shapes the API has always answered.
 */
export type VerificationRecord = Verification & { screenshots: StoredFile[] };
type AccountRow = typeof accounts.$inferSelect;
type ProfileRow = typeof profiles.$inferSelect;
type VerificationRow = typeof verifications.$inferSelect;
type NotificationRow = typeof notifications.$inferSelect;

const textOrNull = (value: unknown) => (typeof value === 'string' ? value : null);

export function accountRow(a: Account): typeof accounts.$inferInsert {
  return {
    id: a.id, email: a.email, name: a.name, role: a.role, avatar: a.avatar, createdAt: a.createdAt,
    trialPlan: a.trial?.plan ?? null, trialStartedAt: a.trial?.startedAt ?? null, trialEndsAt: a.trial?.endsAt ?? null,
    deleteAt: a.deleteAt ?? null,
  };
}

export function toAccount(row: AccountRow): Account {
  const { trialPlan, trialStartedAt, trialEndsAt, trialRemindedDays: _reminded, seq: _seq, ...rest } = row;
  const trial = trialPlan && trialStartedAt && trialEndsAt ? { plan: trialPlan, startedAt: trialStartedAt, endsAt: trialEndsAt } : null;
  return { ...rest, trial };
}

export function profileRow(p: ProfileRecord): typeof profiles.$inferInsert {
  const { id, accountId, email, username, role, country, createdAt, updatedAt, ...details } = p;
  return {
    id, accountId, email, username: username ?? null, role: textOrNull(role), country: textOrNull(country), details,
    createdAt: String(createdAt), updatedAt: textOrNull(updatedAt),
  };
}

/** Only the fields a profile has: a partner's first edit has no username or country, and answers none. */
export function toProfile(row: ProfileRow): ProfileRecord {
  // The KRA PIN is not part of the profile's shape: it is read and written only by people/tax-details.ts.
  const { username, role, country, details, updatedAt, kraPin: _kraPin, ...rest } = row;
  return {
    ...rest,
    ...(username !== null && { username }),
    ...(role !== null && { role }),
    ...(country !== null && { country }),
    ...details,
    ...(updatedAt !== null && { updatedAt }),
  };
}

export function verificationRow(v: VerificationRecord): typeof verifications.$inferInsert {
  const { rate, ...rest } = v;
  return { ...rest, screenshots: v.screenshots ?? [], rateCurrency: rate.currency, rateAmount: rate.amount };
}

export function toVerification(row: VerificationRow): VerificationRecord {
  const { rateCurrency, rateAmount, ...rest } = row;
  return { ...rest, rate: { currency: rateCurrency, amount: rateAmount } };
}

export function toNotification(row: NotificationRow): Notification {
  const { seq: _seq, ...notification } = row;
  return notification;
}
