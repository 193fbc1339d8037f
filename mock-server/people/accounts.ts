import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { ServerContext } from '../context.ts';
import { accounts, profiles } from '../db/schema/people.ts';
import { normalizeEmail } from '../otp.ts';
import type { Account, ProfileRecord, Role } from '../types.ts';
import { accountRow, profileRow, toAccount, toProfile } from './rows.ts';

/** Lookups of accounts and profiles, for every part (docs/decisions/0011-postgresql.md). Each reads `ctx.db`, a transaction or not. */

export async function accountById(ctx: ServerContext, id: string): Promise<Account | null> {
  const [row] = await ctx.db.select().from(accounts).where(eq(accounts.id, id));
  return row ? toAccount(row) : null;
}

/** The accounts of `ids` that exist, by id: one query for a whole list. */
export async function accountsByIds(ctx: ServerContext, ids: Iterable<string>): Promise<Map<string, Account>> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return new Map();
  const rows = await ctx.db.select().from(accounts).where(inArray(accounts.id, wanted));
  return new Map(rows.map((row) => [row.id, toAccount(row)]));
}

/** Emails are compared whatever their case, as the unique index on lower(email) keeps them. */
export async function accountByEmail(ctx: ServerContext, email: string): Promise<Account | null> {
  const [row] = await ctx.db.select().from(accounts).where(sql`lower(${accounts.email}) = ${normalizeEmail(email)}`);
  return row ? toAccount(row) : null;
}

export async function accountsWithRole(ctx: ServerContext, role: Role): Promise<Account[]> {
  return (await ctx.db.select().from(accounts).where(eq(accounts.role, role)).orderBy(accounts.createdAt, accounts.seq)).map(toAccount);
}

/** A new account, with no role until onboarding; created once a code proves the email (or the social stand-in). */
/** `onCreated` runs only when this call made the account (a sign-up's referral): give it the same (transaction's) context. */
export async function createAccount(ctx: ServerContext, address: string, onCreated?: (account: Account) => Promise<void>): Promise<Account> {
  const account: Account = { id: ctx.random.id(), email: normalizeEmail(address), name: '', role: null, avatar: null, createdAt: new Date(ctx.clock.now()).toISOString(), trial: null, deleteAt: null };
  // Two sign-ins racing for one new email make one account: the second finds the first's.
  const [row] = await ctx.db.insert(accounts).values(accountRow(account)).onConflictDoNothing().returning();
  if (!row) return (await accountByEmail(ctx, account.email))!;
  await onCreated?.(account);
  return account;
}

type AccountChange = Partial<Pick<Account, 'name' | 'role' | 'avatar' | 'trial' | 'deleteAt'>>;

/**
 * Changes an account and answers it as stored; null when it no longer exists or `onlyIf` (a rule checked in the same
 * statement, so two racing requests cannot both pass it) does not hold.
 */
export async function updateAccount(ctx: ServerContext, id: string, change: AccountChange, onlyIf?: SQL): Promise<Account | null> {
  const { trial, ...plain } = change;
  const trialColumns = trial === undefined ? {} : { trialPlan: trial?.plan ?? null, trialStartedAt: trial?.startedAt ?? null, trialEndsAt: trial?.endsAt ?? null };
  const [row] = await ctx.db.update(accounts).set({ ...plain, ...trialColumns }).where(and(eq(accounts.id, id), onlyIf)).returning();
  if (!row) return null;
  return toAccount(row);
}

export async function profileByAccountId(ctx: ServerContext, accountId: string): Promise<ProfileRecord | null> {
  const [row] = await ctx.db.select().from(profiles).where(eq(profiles.accountId, accountId));
  return row ? toProfile(row) : null;
}

export async function profilesByAccountIds(ctx: ServerContext, accountIds: Iterable<string>): Promise<Map<string, ProfileRecord>> {
  const wanted = [...new Set(accountIds)];
  if (wanted.length === 0) return new Map();
  const rows = await ctx.db.select().from(profiles).where(inArray(profiles.accountId, wanted));
  return new Map(rows.map((row) => [row.accountId, toProfile(row)]));
}

/** Creates or replaces a profile (one per account) and answers it as stored. */
export async function saveProfile(ctx: ServerContext, profile: ProfileRecord): Promise<ProfileRecord> {
  const row = profileRow(profile);
  const [saved] = await ctx.db.insert(profiles).values(row).onConflictDoUpdate({ target: profiles.id, set: row }).returning();
  return toProfile(saved!);
}

/** The name campaigns show for a brand: its profile's company name, else the account's name (campaign-view.ts brandNameOf). */
export function brandNameFrom(account: Account, profile: ProfileRecord | null | undefined): string {
  const company = profile?.companyName;
  return typeof company === 'string' && company.trim() ? company.trim() : account.name;
}

/** Brand names of `ids` that exist, by id, in two queries. */
export async function brandNames(ctx: ServerContext, ids: Iterable<string>): Promise<Map<string, string>> {
  const list = [...ids];
  const [people, companies] = [await accountsByIds(ctx, list), await profilesByAccountIds(ctx, list)];
  return new Map([...people].map(([id, account]) => [id, brandNameFrom(account, companies.get(id))]));
}

export async function brandName(ctx: ServerContext, id: string): Promise<string | null> {
  return (await brandNames(ctx, [id])).get(id) ?? null;
}
