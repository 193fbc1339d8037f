import { createHash } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import type { Referral, Referrals } from '../../src/domain/partner-types.ts';
import { REFERRAL_CODE } from '../../src/domain/referral-code.ts';
import type { ServerContext } from '../context.ts';
import { isUniqueViolation } from '../db/errors.ts';
import { accounts, referralCodes, referrals } from '../db/schema/index.ts';
import { brandNames } from '../people/accounts.ts';
import type { Account } from '../types.ts';

/**
 * Partners' referral links (issue 25, the footer's /referrals; docs/decisions/0020-partners.md, "Referrals"): a stable
 * code per partner, and the brands that signed up through it. The referral is written with the account, once.
 */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** Eight characters drawn from a fresh random token (32 letters and digits, no 0/O or 1/I to misread). */
const newCode = (ctx: ServerContext): string => [...createHash('sha256').update(ctx.random.token()).digest().subarray(0, 8)].map((b) => ALPHABET[b % ALPHABET.length]).join('');

/** The partner's code, made on first asking and the same ever after (two first asks at once keep one). */
export async function referralCode(ctx: ServerContext, partnerId: string): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const [found] = await ctx.db.select({ code: referralCodes.code }).from(referralCodes).where(eq(referralCodes.partnerId, partnerId));
    if (found) return found.code;
    try {
      await ctx.db.insert(referralCodes).values({ partnerId, code: newCode(ctx), createdAt: new Date(ctx.clock.now()).toISOString() }).onConflictDoNothing({ target: referralCodes.partnerId });
    } catch (error) {
      // Another partner holds this code already: draw again.
      if (!isUniqueViolation(error, 'referral_codes_code')) throw error;
    }
  }
  throw new Error('No referral code could be made.');
}

/**
 * Writes that `account`, just created, signed up through `code`: only when the code is a partner's own and the
 * partner is not the account itself (nor has its email). An unknown code records nothing.
 */
export async function recordReferral(ctx: ServerContext, account: Account, code: string): Promise<void> {
  if (!REFERRAL_CODE.test(code)) return;
  const [owner] = await ctx.db.select({ id: accounts.id, email: accounts.email, role: accounts.role }).from(referralCodes)
    .innerJoin(accounts, eq(accounts.id, referralCodes.partnerId)).where(eq(referralCodes.code, code));
  if (!owner || owner.role !== 'partner' || owner.id === account.id || owner.email.toLowerCase() === account.email.toLowerCase()) return;
  await ctx.db.insert(referrals).values({ accountId: account.id, partnerId: owner.id, createdAt: account.createdAt }).onConflictDoNothing();
}

/**
 * The partner's code and the brands that joined through it, newest first: an account still choosing its role is
 * "signing up" (no name yet), one that onboarded as a brand "joined"; an account that became a creator or a partner is not a
 * brand and is not listed.
 */
export async function referralsOf(ctx: ServerContext, partnerId: string): Promise<Referrals> {
  const code = await referralCode(ctx, partnerId);
  const rows = await ctx.db.select({ accountId: referrals.accountId, createdAt: referrals.createdAt, role: accounts.role }).from(referrals)
    .innerJoin(accounts, eq(accounts.id, referrals.accountId)).where(eq(referrals.partnerId, partnerId))
    .orderBy(desc(referrals.createdAt), desc(referrals.seq));
  const brands = rows.filter((row) => row.role === null || row.role === 'brand');
  const names = await brandNames(ctx, brands.map((row) => row.accountId));
  const items: Referral[] = brands.map((row) => (row.role === 'brand'
    ? { name: names.get(row.accountId) ?? null, joinedAt: row.createdAt, status: 'joined' }
    : { name: null, joinedAt: row.createdAt, status: 'signingUp' }));
  return { code, items };
}
